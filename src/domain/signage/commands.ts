import { z } from 'zod';
import { reference } from '../validation/fields.js';

/**
 * What staff can tell a TV (back-office spec: "the device id plus the command"). `show-segment` holds
 * the TV on one segment and `mute` keeps it silent until the command is aborted or replaced; `reload`
 * makes the player load itself afresh once.
 */
export const signageCommandSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('reload') }),
    z.object({ type: z.literal('show-segment'), segment: reference() }),
    z.object({ type: z.literal('mute') }),
    z.object({ type: z.literal('unmute') }),
  ],
  { error: 'Unbekannter Befehl.' },
);
export type SignageCommandInput = z.infer<typeof signageCommandSchema>;
export type SignageCommandType = SignageCommandInput['type'];
export const signageCommandTypes = [
  'reload',
  'show-segment',
  'mute',
  'unmute',
] as const satisfies readonly SignageCommandType[];

/** POST /digital-signage-devices/{id}/command: the TV's id (as in the path) and the command. */
export const signageCommandBodySchema = z.object({ id: reference(), command: signageCommandSchema });
export type SignageCommandBody = z.infer<typeof signageCommandBodySchema>;

/** The command a TV is under, as stored and sent to it; `issuedAt` tells one reload from the next. */
export const issuedSignageCommandSchema = z.object({
  type: z.enum(signageCommandTypes),
  payload: z.record(z.string(), z.unknown()),
  issuedAt: z.string(),
});
export type IssuedSignageCommand = z.infer<typeof issuedSignageCommandSchema>;

export function issueCommand(command: SignageCommandInput, now: Date): IssuedSignageCommand {
  const { type, ...payload } = command;
  return { type, payload, issuedAt: now.toISOString() };
}

/** The segment a command holds the TV on, if it is one that does. */
export function heldSegment(command: IssuedSignageCommand | null): number | null {
  if (command?.type !== 'show-segment') return null;
  const segment = command.payload.segment;
  return typeof segment === 'number' ? segment : null;
}

/** Whether the TV plays sound under this command: everything but `mute` leaves it as it was set up. */
export const isMuted = (command: IssuedSignageCommand | null): boolean => command?.type === 'mute';

/** German messages of the command calls: the spec's failure texts, then why. */
export const signageCommandMessages = {
  failed: 'Befehl konnte nicht ausgeführt werden.',
  abortFailed: 'Befehl konnte nicht abgebrochen werden.',
  unknownSegment: 'Diese Filmsequenz gibt es nicht.',
  withoutKey: 'Der TV hat noch keinen API-Schlüssel. Bitte erstellen Sie zuerst einen.',
  nothingToAbort: 'Der TV hat keinen offenen Befehl.',
  invalidKey: 'Dieser TV ist unbekannt oder sein Schlüssel ungültig.',
} as const;
