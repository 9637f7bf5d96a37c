import type { StaffRequest } from '../../domain/requests/forms.js';
import { requestMessages as m } from '../../domain/requests/messages.js';
import { addDays, viennaInstant } from '../../domain/opening-hours/vienna-time.js';
import type { BreakfastConfig } from '../../domain/requests/breakfast-steps.js';
import type { Db } from '../db/client.js';
import { HttpError } from '../http/http-error.js';
import { getConfig } from '../content/index.js';
import { messageSummary } from '../messaging/index.js';
import { breakfastLines } from './breakfast-setup.js';
import { requestAnsweredEmail, type RequestMailView } from './emails.js';
import { REQUESTS_CHANNEL, type RequestEvent } from './events.js';
import {
  answerRequest,
  countNewRequests,
  findMessage,
  findRequest,
  insertLog,
  insertMessageRows,
  listLog,
  listMessages,
  listRequests,
  updateNote,
  type StaffRequestRow,
} from './queries.js';
import type { RequestDeps } from './submit.js';

/** An administrator sees every branch (undefined), an employee only its own. */
export type RequestActor = { userId: number; branchIds: readonly number[] | undefined };

export function presentRequest({ request, branch }: StaffRequestRow): StaffRequest {
  return {
    id: request.id,
    kind: request.kind,
    status: request.status,
    branch: { id: branch.id, name: branch.name },
    name: request.name,
    phone: request.phone,
    email: request.email,
    comment: request.comment,
    appointment: request.appointment?.toISOString() ?? null,
    persons: request.persons,
    details: request.details,
    note: request.note,
    createdAt: request.createdAt.toISOString(),
    answeredAt: request.answeredAt?.toISOString() ?? null,
  };
}

export async function listStaffRequests(
  deps: RequestDeps,
  actor: RequestActor,
  filter: { status?: StaffRequest['status']; kind?: StaffRequest['kind']; branch?: number; date?: string },
) {
  const range = filter.date
    ? { from: viennaInstant(filter.date, '00:00'), to: viennaInstant(addDays(filter.date, 1), '00:00') }
    : undefined;
  const rows = await listRequests(deps.db, { branchIds: actor.branchIds, ...filter, range });
  return rows.map(presentRequest);
}

export const countStaffRequests = (deps: RequestDeps, actor: RequestActor) =>
  countNewRequests(deps.db, actor.branchIds);

/** A request the actor may see; a request of another branch is as unknown as a missing one. */
async function visibleRequest(db: Db, actor: RequestActor, id: number): Promise<StaffRequestRow> {
  const row = await findRequest(db, id);
  if (!row || (actor.branchIds !== undefined && !actor.branchIds.includes(row.branch.id))) {
    throw new HttpError(404, m.notFound);
  }
  return row;
}

export async function getStaffRequest(deps: RequestDeps, actor: RequestActor, id: number) {
  const row = await visibleRequest(deps.db, actor, id);
  const [log, messages] = await Promise.all([listLog(deps.db, id), listMessages(deps.db, id)]);
  return {
    ...presentRequest(row),
    log: log.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    messages: messages.map(messageSummary),
  };
}

async function announce(deps: RequestDeps, requestId: number, branchId: number) {
  const event: RequestEvent = { requestId, branchId, type: 'changed' };
  await deps.events.publish(REQUESTS_CHANNEL, event).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'request event could not be published');
  });
}

function mailViewOf({ request, branch }: StaffRequestRow, shopName: string): RequestMailView {
  const details = request.details as { breakfastConfig?: BreakfastConfig };
  return {
    id: request.id,
    kind: request.kind,
    shopName,
    branchName: branch.name,
    name: request.name,
    phone: request.phone,
    email: request.email,
    comment: request.comment,
    appointment: request.appointment,
    lines: details.breakfastConfig ? breakfastLines(details.breakfastConfig) : [],
  };
}

/** Confirms or declines a new request; the guest gets the answer with the staff's message by e-mail. */
export async function answerStaffRequest(
  deps: RequestDeps,
  actor: RequestActor,
  id: number,
  answer: 'confirmed' | 'declined',
  message: string,
) {
  const row = await visibleRequest(deps.db, actor, id);
  const shopName = (await getConfig(deps.db)).shopName;
  const rendered = requestAnsweredEmail(mailViewOf(row, shopName), answer, message);
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (!(await answerRequest(db, id, answer, deps.now()))) throw new HttpError(409, m.alreadyAnswered);
    await insertLog(db, { requestId: id, userId: actor.userId, action: answer, message });
    await insertMessageRows(db, [
      {
        channel: 'email',
        template: answer === 'confirmed' ? 'request-confirmed' : 'request-declined',
        recipient: row.request.email,
        subject: rendered.subject,
        data: { html: rendered.html, text: rendered.text, replyTo: row.branch.email },
        requestId: id,
        branchId: row.branch.id,
      },
    ]);
  });
  deps.deliverSoon();
  await announce(deps, id, row.branch.id);
  return getStaffRequest(deps, actor, id);
}

export async function noteStaffRequest(deps: RequestDeps, actor: RequestActor, id: number, note: string) {
  const row = await visibleRequest(deps.db, actor, id);
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await updateNote(db, id, note);
    await insertLog(db, { requestId: id, userId: actor.userId, action: 'note', message: note });
  });
  await announce(deps, id, row.branch.id);
  return getStaffRequest(deps, actor, id);
}

/** Sends a recorded mail of the request once more, as a new message with its own record. */
export async function resendRequestMessage(
  deps: RequestDeps,
  actor: RequestActor,
  id: number,
  messageId: number,
) {
  await visibleRequest(deps.db, actor, id);
  const message = await findMessage(deps.db, id, messageId);
  if (!message) throw new HttpError(404, m.notFound);
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await insertMessageRows(db, [
      {
        channel: message.channel,
        template: message.template,
        recipient: message.recipient,
        subject: message.subject,
        data: message.data,
        requestId: id,
        branchId: message.branchId,
      },
    ]);
    await insertLog(db, {
      requestId: id,
      userId: actor.userId,
      action: 'resent',
      message: message.recipient,
    });
  });
  deps.deliverSoon();
  return getStaffRequest(deps, actor, id);
}
