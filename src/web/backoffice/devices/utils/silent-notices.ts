import { formatViennaDateTime } from '../../../../domain/checkout/messages.js';
import { viennaParts } from '../../../../domain/opening-hours/vienna-time.js';
import type { DeviceStatus } from '../../../../domain/schemas/device-protocol.js';
import { backoffice } from '../../../i18n/backoffice.js';
import { t } from '../../../i18n/t.js';

const texts = backoffice.deviceAlarm;

export type SilentNotice = { id: number; text: string };

/** Since when, as a person at the counter reads it: the time alone today, with the date before. */
function since(lastSeenAt: Date, now: Date): string {
  const seen = viennaParts(lastSeenAt);
  return seen.date === viennaParts(now).date ? `${seen.time} Uhr` : `${formatViennaDateTime(lastSeenAt)} Uhr`;
}

/** One line per silent device, for the alarm in the back office's frame. */
export function silentNotices(devices: readonly DeviceStatus[], now: Date): SilentNotice[] {
  return devices
    .filter((device) => device.isSilent)
    .map((device) => {
      const name = device.name || device.identifier;
      return {
        id: device.id,
        text:
          device.lastSeenAt === null
            ? t(texts.neverSeen, { name })
            : t(texts.silentSince, { name, since: since(new Date(device.lastSeenAt), now) }),
      };
    });
}
