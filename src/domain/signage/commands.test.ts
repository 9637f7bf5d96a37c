import { describe, expect, it } from 'vitest';
import { heldSegment, isMuted, issueCommand, signageCommandBodySchema } from './commands.js';

const now = new Date('2026-11-25T09:00:00Z');

describe('signage commands', () => {
  it('stores what a command says, stamped with when it was issued', () => {
    expect(issueCommand({ type: 'show-segment', segment: 4 }, now)).toEqual({
      type: 'show-segment',
      payload: { segment: 4 },
      issuedAt: '2026-11-25T09:00:00.000Z',
    });
  });

  it('holds the TV on a segment only under show-segment, and mutes it only under mute', () => {
    expect(heldSegment(issueCommand({ type: 'show-segment', segment: 4 }, now))).toBe(4);
    expect(heldSegment(issueCommand({ type: 'mute' }, now))).toBeNull();
    expect(heldSegment(null)).toBeNull();
    expect(isMuted(issueCommand({ type: 'mute' }, now))).toBe(true);
    expect(isMuted(issueCommand({ type: 'unmute' }, now))).toBe(false);
    expect(isMuted(null)).toBe(false);
  });

  it('refuses an unknown command in German', () => {
    const result = signageCommandBodySchema.safeParse({ id: 1, command: { type: 'explode' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unbekannter Befehl.');
  });
});
