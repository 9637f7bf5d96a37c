import { describe, expect, it } from 'vitest';
import type { DeviceStatus } from '../../../../domain/schemas/device-protocol.js';
import { silentNotices } from './silent-notices.js';

const now = new Date('2026-11-20T08:30:00Z');
const device = (overrides: Partial<DeviceStatus>): DeviceStatus => ({
  id: 1,
  identifier: 'drucker-theke',
  name: 'Theke',
  type: 'printer',
  branch: 1,
  lastSeenAt: '2026-11-20T08:12:00.000Z',
  isSilent: true,
  ...overrides,
});

describe('silent device notices', () => {
  it('names the device and since when it is silent, in Vienna time', () => {
    expect(silentNotices([device({})], now)).toEqual([
      { id: 1, text: 'Gerät „Theke“ meldet sich nicht seit 09:12 Uhr.' },
    ]);
  });

  it('adds the date when the last report was on another day', () => {
    const [notice] = silentNotices([device({ lastSeenAt: '2026-11-19T17:04:00.000Z' })], now);
    expect(notice?.text).toBe('Gerät „Theke“ meldet sich nicht seit 19.11.2026, 18:04 Uhr.');
  });

  it('uses the identifier of a device without a name, and says so when it never reported', () => {
    const [notice] = silentNotices([device({ name: '', lastSeenAt: null })], now);
    expect(notice?.text).toBe('Gerät „drucker-theke“ hat sich noch nie gemeldet.');
  });

  it('leaves out devices that report', () => {
    expect(silentNotices([device({ isSilent: false }), device({ id: 2 })], now).map((n) => n.id)).toEqual([
      2,
    ]);
  });
});
