import {
  issueCommand,
  signageCommandMessages as messages,
  type SignageCommandBody,
} from '../../../domain/signage/commands.js';
import type { DigitalSignageDeviceEntity } from '../../../domain/schemas/entities/digital-signage-device.js';
import { notFoundMessage, validationMessages } from '../../../domain/validation/messages.js';
import type { Db } from '../../db/client.js';
import type { SignageCommand } from '../../db/schema/columns.js';
import { HttpError } from '../../http/http-error.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { recordChange } from '../../organisation/index.js';
import { findSegmentRow } from '../segments/queries.js';
import { announceTvChange } from './tv-events.js';
import { lockTvRow, setTvCommand } from './queries.js';
import { getTv } from './service.js';

export type CommandDeps = { db: Db; events: EventBus; now: () => Date; warn: (error: unknown) => void };
type Actor = { userId: number | null };

const LABEL = 'TV';

/**
 * Staff tell a TV what to do. The command is stored on the TV (so a player that connects later, or on
 * another instance, still obeys it) and announced to every instance, whose open player streams pass it
 * on. The answer is the updated TV.
 */
export async function commandTv(
  deps: CommandDeps,
  id: number,
  body: SignageCommandBody,
  actor: Actor,
): Promise<DigitalSignageDeviceEntity> {
  if (body.id !== id) throw new HttpError(400, validationMessages.idMismatch, 'id');
  const tv = await replaceCommand(deps, { id, actor, action: 'command' }, async (tx, before, now) => {
    if (before.apiKeyHash === null) throw new HttpError(409, `${messages.failed} ${messages.withoutKey}`);
    const command = body.command;
    if (command.type === 'show-segment' && (await findSegmentRow(tx, command.segment)) === undefined)
      throw new HttpError(422, `${messages.failed} ${messages.unknownSegment}`, 'command.segment');
    return issueCommand(command, now);
  });
  const updated = present(tv);
  await announceTvChange(deps, { tvId: id, command: updated.pendingCommand });
  return updated;
}

/** The TV drops its command and plays its stream again, with sound as set up. */
export async function abortTvCommand(
  deps: CommandDeps,
  id: number,
  actor: Actor,
): Promise<DigitalSignageDeviceEntity> {
  const tv = await replaceCommand(deps, { id, actor, action: 'command-abort' }, (_tx, before) => {
    if (before.pendingCommand === null)
      throw new HttpError(409, `${messages.abortFailed} ${messages.nothingToAbort}`);
    return null;
  });
  await announceTvChange(deps, { tvId: id, command: null });
  return present(tv);
}

type LockedTv = NonNullable<Awaited<ReturnType<typeof lockTvRow>>>;

/**
 * Sending and aborting lock, store and log alike, so the log reads every command change the same way;
 * `next` refuses by throwing or says what the TV is to do from now on (null: nothing).
 */
async function replaceCommand(
  deps: CommandDeps,
  change: { id: number; actor: Actor; action: 'command' | 'command-abort' },
  next: (tx: Db, before: LockedTv, now: Date) => Promise<SignageCommand | null> | SignageCommand | null,
): Promise<DigitalSignageDeviceEntity | undefined> {
  const { id } = change;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockTvRow(tx, id);
    if (before === undefined) throw new HttpError(404, notFoundMessage(LABEL));
    const after = await next(tx, before, now);
    await setTvCommand(tx, id, after);
    await recordChange(tx, {
      userId: change.actor.userId,
      action: change.action,
      entity: 'digitalSignageDevice',
      entityId: id,
      before: { pendingCommand: before.pendingCommand },
      after: { pendingCommand: after },
      at: now,
    });
    return getTv(tx, id, now);
  });
}

function present(tv: DigitalSignageDeviceEntity | undefined): DigitalSignageDeviceEntity {
  if (tv === undefined) throw new Error('a locked TV disappeared within its transaction');
  return tv;
}
