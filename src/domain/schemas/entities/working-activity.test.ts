import { describe, expect, it } from 'vitest';
import { timeTrackingMessages } from '../../time-tracking/messages.js';
import { validationMessages as m } from '../../validation/messages.js';
import { workingActivityFilterSchema, workingActivityInputSchema } from './working-activity.js';

describe('working activity schemas', () => {
  it('reads list filters from query strings', () => {
    expect(
      workingActivityFilterSchema.parse({
        user: '3',
        branch: '1',
        from: '2026-11-01',
        to: '2026-11-30',
        status: 'ended',
      }),
    ).toEqual({ user: 3, branch: 1, from: '2026-11-01', to: '2026-11-30', status: 'ended' });
  });

  it('refuses a range that ends before it starts, and dates that do not exist', () => {
    const reversed = workingActivityFilterSchema.safeParse({ from: '2026-11-30', to: '2026-11-01' });
    expect(reversed.error?.issues).toMatchObject([
      { path: ['to'], message: timeTrackingMessages.rangeEndBeforeStart },
    ]);
    const impossible = workingActivityFilterSchema.safeParse({ from: '2026-02-30' });
    expect(impossible.error?.issues).toMatchObject([{ path: ['from'], message: m.date }]);
  });

  it('needs the person and the start, with an offset', () => {
    const result = workingActivityInputSchema.safeParse({ startedAt: '2026-11-20T07:00:00' });
    expect(result.error?.issues).toMatchObject([
      { path: ['user'], message: m.invalidId },
      { path: ['startedAt'], message: m.dateTime },
    ]);
  });
});
