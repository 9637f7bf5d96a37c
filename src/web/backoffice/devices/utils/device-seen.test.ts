import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceClientCommand, isDeviceSilent, seenFacts, silentMarker } from './device-seen.js';

const now = new Date('2026-11-20T08:30:00Z');

describe('when a device was last seen', () => {
  it('reads the facts from a list entry, whatever else it holds', () => {
    expect(seenFacts({ id: 1, hasApiKey: true, lastSeenAt: '2026-11-20T08:29:00.000Z' })).toEqual({
      hasApiKey: true,
      lastSeenAt: '2026-11-20T08:29:00.000Z',
    });
    expect(seenFacts({ id: 1 })).toEqual({ hasApiKey: false, lastSeenAt: null });
  });

  it('marks a device with a key silent from three minutes without a call, or when it never called', () => {
    expect(isDeviceSilent({ hasApiKey: true, lastSeenAt: '2026-11-20T08:27:01.000Z' }, now)).toBe(false);
    expect(isDeviceSilent({ hasApiKey: true, lastSeenAt: '2026-11-20T08:27:00.000Z' }, now)).toBe(true);
    expect(silentMarker({ hasApiKey: true, lastSeenAt: null }, now)).toBe('meldet sich nicht');
  });

  it('never marks a device without a key: it is not set up yet', () => {
    expect(silentMarker({ hasApiKey: false, lastSeenAt: '2026-11-01T08:00:00.000Z' }, now)).toBeNull();
    expect(silentMarker({ hasApiKey: false, lastSeenAt: null }, now)).toBeNull();
  });
});

describe('the device client command', () => {
  it('names the app and the key as the client reads them', () => {
    expect(deviceClientCommand('https://bestellen.example.at', 'Ab3_-x')).toBe(
      'npx tsx scripts/device-client.ts --url=https://bestellen.example.at --key=Ab3_-x',
    );
  });

  it('hands the client every key unchanged, also one starting with a dash', () => {
    const options = { url: { type: 'string' }, key: { type: 'string' } } as const;
    fc.assert(
      fc.property(fc.base64String({ minLength: 1 }), fc.constantFrom('-', '_', 'a'), (key, first) => {
        const apiKey = `${first}${key}`;
        const words = deviceClientCommand('http://127.0.0.1:3000', apiKey).split(' ').slice(3);
        expect(parseArgs({ args: words, options }).values).toEqual({
          url: 'http://127.0.0.1:3000',
          key: apiKey,
        });
      }),
    );
  });

  it('quotes what a shell would otherwise split or expand', () => {
    const command = deviceClientCommand("http://tisch lein.example/o'k", 'key$HOME');
    const printed = execFileSync('sh', ['-c', `printf '%s\\n' ${command.split(' ').slice(3).join(' ')}`], {
      encoding: 'utf8',
    });
    expect(printed).toBe("--url=http://tisch lein.example/o'k\n--key=key$HOME\n");
  });
});
