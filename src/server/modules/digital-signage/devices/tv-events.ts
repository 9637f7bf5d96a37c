import type { EventBus } from '../../../realtime/event-bus.js';

/**
 * Announced on every instance whenever a TV's command changed, so the player streams of that TV, on
 * whichever instance they are open, send it the command at once. The payload only names the TV; each
 * stream reads the command from the database (NOTIFY is at most once, the table is the truth).
 */
export const SIGNAGE_CHANNEL = 'signage_devices';
export type TvChange = { tvId: number };

export function isTvChange(value: unknown): value is TvChange {
  return (
    typeof value === 'object' && value !== null && typeof (value as { tvId?: unknown }).tvId === 'number'
  );
}

export async function announceTvChange(
  deps: { events: EventBus; warn: (error: unknown) => void },
  tvId: number,
): Promise<void> {
  // The change is stored: a lost announcement only delays it until the player's next reconnect or reload.
  await deps.events.publish(SIGNAGE_CHANNEL, { tvId } satisfies TvChange).catch(deps.warn);
}
