import { isSilent } from '../../../../domain/devices/heartbeat.js';
import { deviceTexts } from '../../../i18n/devices.js';

/** What the device answer says about its heartbeat, as JSON holds it. */
export type SeenFacts = { hasApiKey: boolean; lastSeenAt: string | null };

/** The facts of an entry of the generic entity list, which holds every answer as plain JSON. */
export function seenFacts(entry: Readonly<Record<string, unknown>>): SeenFacts {
  return {
    hasApiKey: entry.hasApiKey === true,
    lastSeenAt: typeof entry.lastSeenAt === 'string' ? entry.lastSeenAt : null,
  };
}

/** The same rule as the server's alarm (ADR 010): a device with a key that has not called for 3 minutes. */
export function isDeviceSilent(device: SeenFacts, now: Date): boolean {
  const lastSeenAt = device.lastSeenAt === null ? null : new Date(device.lastSeenAt);
  return isSilent({ hasApiKey: device.hasApiKey, lastSeenAt }, now);
}

/** The device list's marker beside 'Zuletzt gesehen'; none for a device that reports or has no key. */
export function silentMarker(entry: Readonly<Record<string, unknown>>, now: Date): string | null {
  return isDeviceSilent(seenFacts(entry), now) ? deviceTexts.connection.silent : null;
}

const SHELL_SAFE = /^[\w@%+=:,./-]+$/;

/** A word as a POSIX shell reads it back unchanged. */
function shellWord(value: string): string {
  return SHELL_SAFE.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * The command that starts the printer client (scripts/device-client.ts) against this app. The values
 * follow `=`: a key may start with '-', which `--key <key>` would read as the next option.
 */
export function deviceClientCommand(origin: string, apiKey: string): string {
  return `npx tsx scripts/device-client.ts ${shellWord(`--url=${origin}`)} ${shellWord(`--key=${apiKey}`)}`;
}
