import { issuedSignageCommandSchema, type IssuedSignageCommand } from '../../../domain/signage/commands.js';
import type { EventBus } from '../../realtime/event-bus.js';

/**
 * Announced on every instance whenever a TV's command changed, so the player streams of that TV, on
 * whichever instance they are open, send it the command at once without asking the database (a command
 * is a few dozen bytes, far under NOTIFY's 8 KB). NOTIFY is at most once: the table stays the truth,
 * which the player reads again after any gap and with its heartbeat.
 */
export const SIGNAGE_CHANNEL = 'signage_devices';
export type TvChange = { tvId: number; command: IssuedSignageCommand | null };

export function isTvChange(value: unknown): value is TvChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as { tvId?: unknown; command?: unknown };
  return (
    typeof change.tvId === 'number' && issuedSignageCommandSchema.nullable().safeParse(change.command).success
  );
}

/** Announced when a TV gets a new key: the player streams opened with the old one end at once. */
export type TvKeyChange = { tvId: number; keyReplaced: true };

export function isTvKeyChange(value: unknown): value is TvKeyChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as { tvId?: unknown; keyReplaced?: unknown };
  return typeof change.tvId === 'number' && change.keyReplaced === true;
}

export async function announceTvChange(
  deps: { events: EventBus; warn: (error: unknown) => void },
  change: TvChange | TvKeyChange,
): Promise<void> {
  // The change is stored: a lost announcement only delays it until the player's next heartbeat.
  await deps.events.publish(SIGNAGE_CHANNEL, change).catch(deps.warn);
}
