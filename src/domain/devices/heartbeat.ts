/** The device client reports every 30 seconds; every job poll counts as a report too (ADR 010). */
export const HEARTBEAT_INTERVAL_SECONDS = 30;

/**
 * Three minutes are six missed heartbeats: a lost request or a router restart never raises the alarm,
 * a printer that lost power or network is noticed before the next order waits at the counter.
 */
export const SILENT_AFTER_MINUTES = 3;

export type HeartbeatFacts = { hasApiKey: boolean; lastSeenAt: Date | null };

/**
 * Silent: the device has a key, so it is meant to report, and has not reported for the given minutes,
 * or never since it got the key. A device without a key is not set up yet and raises no alarm.
 */
export function isSilent(
  device: HeartbeatFacts,
  now: Date,
  silentAfterMinutes = SILENT_AFTER_MINUTES,
): boolean {
  if (!device.hasApiKey) return false;
  if (device.lastSeenAt === null) return true;
  return now.getTime() - device.lastSeenAt.getTime() >= silentAfterMinutes * 60_000;
}
