import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.js';
import { failureMessage, isForbidden, isSignedOut } from './failure-message.js';

describe('failure messages', () => {
  it('prefer the server’s first message', () => {
    const error = new ApiError(422, [
      { message: 'Dieser Wert wird bereits verwendet.', field: 'identifier' },
      { message: 'Dieser Wert darf nicht leer sein.', field: 'name' },
    ]);
    expect(failureMessage(error, 'Filiale konnte nicht erstellt werden.')).toBe(
      'Dieser Wert wird bereits verwendet.',
    );
  });

  it('fall back to the default when the server sent none or the network failed', () => {
    expect(failureMessage(new ApiError(500, []), 'Tische konnten nicht geladen werden.')).toBe(
      'Tische konnten nicht geladen werden.',
    );
    expect(failureMessage(new TypeError('Failed to fetch'), 'Daten konnten nicht geladen werden.')).toBe(
      'Daten konnten nicht geladen werden.',
    );
  });

  it('tell refusals and lost sessions apart', () => {
    expect(isForbidden(new ApiError(403, []))).toBe(true);
    expect(isForbidden(new ApiError(401, []))).toBe(false);
    expect(isSignedOut(new ApiError(401, []))).toBe(true);
  });
});
