import type { FastifyBaseLogger } from 'fastify';
import type { BreakfastForm, ContactForm, RequestKind } from '../../domain/requests/forms.js';
import { requestMessages as m } from '../../domain/requests/messages.js';
import { breakfastDays, checkBooking, type SlotContext } from '../../domain/requests/slots.js';
import type { Db } from '../db/client.js';
import { HttpError } from '../http/http-error.js';
import type { EventBus } from '../realtime/event-bus.js';
import { getConfig } from '../content/index.js';
import { isValidIdempotencyKey, requestHash } from '../ordering/index.js';
import { breakfastLines, checkBreakfastConfig, loadBreakfastSetup } from './breakfast-setup.js';
import { branchNewRequestEmail, requestReceivedEmail, type RequestMailView } from './emails.js';
import { REQUESTS_CHANNEL, type RequestEvent } from './events.js';
import {
  findByIdempotencyKey,
  findRequestBranch,
  insertLog,
  insertMessageRows,
  insertRequest,
  lockBranchSeats,
  seatsTaken,
  type NewMessageRow,
  type NewRequest,
} from './queries.js';
import type { SpamGuard } from './spam-guard.js';

export type RequestDeps = {
  db: Db;
  now: () => Date;
  events: EventBus;
  deliverSoon: () => void;
  log: FastifyBaseLogger;
};

export type Submitted = { status: 200 | 201; body: { data: { id: number; kind: RequestKind } } };

const DAY = 24 * 60 * 60_000;

/** The guest's receipt and, where the branch has an address, its notice: both written with the request. */
export function requestMails(
  view: RequestMailView,
  branchEmail: string | null,
  requestId: number,
  branchId: number,
) {
  const mail = (template: string, recipient: string, rendered: ReturnType<typeof requestReceivedEmail>) => ({
    channel: 'email' as const,
    template,
    recipient,
    subject: rendered.subject,
    data: { html: rendered.html, text: rendered.text, replyTo: null },
    requestId,
    branchId,
  });
  const rows: NewMessageRow[] = [mail('request-received', view.email, requestReceivedEmail(view))];
  if (branchEmail) rows.push(mail('branch-new-request', branchEmail, branchNewRequestEmail(view)));
  return rows;
}

type Submission = {
  kind: RequestKind;
  body: BreakfastForm | ContactForm;
  key: unknown;
  address: string;
};

/** Honeypot, idempotency replay, fill time and the per-address limit, in that order. */
async function admit(
  deps: RequestDeps,
  guard: SpamGuard,
  submission: Submission,
): Promise<{ replay: Submitted } | { key: string | null; hash: string }> {
  const { website, fillMs, ...fields } = submission.body;
  const key = submission.key;
  if (key !== undefined && !isValidIdempotencyKey(key)) throw new HttpError(400, m.idempotencyKey);
  const hash = requestHash({ kind: submission.kind, fields });
  if (typeof key === 'string') {
    const first = await findByIdempotencyKey(deps.db, key);
    if (first) return { replay: replayOf(first, hash) };
  }
  // A bot that filled the hidden field hears "thank you" and learns nothing; nothing is stored.
  if (website)
    return { replay: { status: 201, body: { data: { id: 0, kind: submission.kind } } } as Submitted };
  guard.checkFillTime(fillMs);
  guard.checkAddress(submission.address, deps.now());
  return { key: typeof key === 'string' ? key : null, hash };
}

function replayOf(
  first: { id: number; kind: RequestKind; requestHash: string | null },
  hash: string,
): Submitted {
  if (first.requestHash !== hash) throw new HttpError(422, m.keyReused);
  return { status: 200, body: { data: { id: first.id, kind: first.kind } } };
}

async function store(
  deps: RequestDeps,
  values: Omit<NewRequest, 'idempotencyKey' | 'requestHash'>,
  admitted: { key: string | null; hash: string },
  view: Omit<RequestMailView, 'id'>,
  branchEmail: string | null,
  /** Checks the seats under the lock and answers the slot the request holds. */
  checkSeats?: (tx: Db) => Promise<Pick<NewRequest, 'slotStart'>>,
): Promise<Submitted> {
  const stored = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // One branch's requests pass one at a time: the seat check and the insert see the same seats, and a
    // second click with the same key finds the first request.
    await lockBranchSeats(db, values.branchId);
    if (admitted.key) {
      const first = await findByIdempotencyKey(db, admitted.key);
      if (first) return replayOf(first, admitted.hash);
    }
    const seats = await checkSeats?.(db);
    const id = await insertRequest(db, {
      ...values,
      ...seats,
      idempotencyKey: admitted.key,
      requestHash: admitted.hash,
    });
    if (id === undefined) throw new Error('request insert returned no row');
    await insertLog(db, { requestId: id, userId: null, action: 'received' });
    await insertMessageRows(db, requestMails({ ...view, id }, branchEmail, id, values.branchId));
    return { status: 201, body: { data: { id, kind: values.kind } } } satisfies Submitted;
  });
  if (stored.status === 201) {
    deps.deliverSoon();
    const event: RequestEvent = {
      requestId: stored.body.data.id,
      branchId: values.branchId,
      type: 'received',
    };
    await deps.events.publish(REQUESTS_CHANNEL, event).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'request event could not be published');
    });
  }
  return stored;
}

async function slotContext(
  db: Db,
  branch: { id: number; openingHours: SlotContext['rules'] },
  seatsPerSlot: number | null,
  now: Date,
  around?: Date,
): Promise<SlotContext> {
  const config = await getConfig(db);
  const from = new Date((around ?? now).getTime() - 2 * DAY);
  const to = around ? new Date(around.getTime() + 2 * DAY) : new Date(now.getTime() + 200 * DAY);
  return {
    rules: branch.openingHours,
    restrictedDays: config.restrictedAppointmentDays,
    now,
    capacity: seatsPerSlot,
    taken: seatsPerSlot === null ? new Map() : await seatsTaken(db, branch.id, from, to),
  };
}

/** The date picker's days: free times per day, fully booked days and the restricted days' notes. */
export async function breakfastAvailability(deps: RequestDeps) {
  const { setup, branch } = await loadBreakfastSetup(deps.db);
  const ctx = await slotContext(deps.db, branch, setup.seatsPerSlot, deps.now());
  return {
    branch: { id: branch.id, name: branch.name },
    days: breakfastDays(ctx).map((day) => ({
      date: day.date,
      note: day.note,
      isFullyBooked: day.isFullyBooked,
      slots: day.intervals.map((interval) => ({
        start: interval.start.toISOString(),
        end: interval.end.toISOString(),
      })),
    })),
  };
}

const refusalMessages = { past: m.past, tooFarAhead: m.tooFarAhead, closed: m.closed, full: m.full } as const;

export async function submitBreakfast(
  deps: RequestDeps,
  guard: SpamGuard,
  body: BreakfastForm,
  key: unknown,
  address: string,
): Promise<Submitted> {
  const admitted = await admit(deps, guard, { kind: 'breakfast', body, key, address });
  if ('replay' in admitted) return admitted.replay;
  const { setup, branch } = await loadBreakfastSetup(deps.db);
  const { persons, groups } = checkBreakfastConfig(setup, body.breakfastConfig);
  const appointment = new Date(body.date);
  const shopName = (await getConfig(deps.db)).shopName;
  const checkSeats = async (db: Db) => {
    const ctx = await slotContext(db, branch, setup.seatsPerSlot, deps.now(), appointment);
    const answer = checkBooking(ctx, appointment, persons);
    if ('refusal' in answer) throw new HttpError(422, refusalMessages[answer.refusal], 'date');
    return { slotStart: answer.slot.start };
  };
  const values = {
    kind: 'breakfast' as const,
    branchId: branch.id,
    name: body.name,
    phone: body.phone,
    email: body.email,
    comment: body.comment,
    appointment,
    persons,
    details: { breakfastConfig: groups },
  };
  const view = { ...values, shopName, branchName: branch.name, lines: breakfastLines(groups) };
  return store(deps, values, admitted, view, branch.email, checkSeats);
}

export async function submitContact(
  deps: RequestDeps,
  guard: SpamGuard,
  body: ContactForm,
  key: unknown,
  address: string,
): Promise<Submitted> {
  const admitted = await admit(deps, guard, { kind: 'contact', body, key, address });
  if ('replay' in admitted) return admitted.replay;
  if (body.date && new Date(body.date) < deps.now()) throw new HttpError(422, m.past, 'date');
  const branch = await findRequestBranch(deps.db, undefined);
  if (!branch) throw new HttpError(422, m.noBranch);
  const shopName = (await getConfig(deps.db)).shopName;
  const plates = Object.values(body.plateSelection ?? {}).filter((plate) => plate.active);
  const values = {
    kind: 'contact' as const,
    branchId: branch.id,
    name: body.name,
    phone: body.phone,
    email: body.email,
    comment: body.comment,
    appointment: body.date ? new Date(body.date) : null,
    details: body.plateSelection ? { plateSelection: body.plateSelection } : {},
  };
  const lines = plates.map((plate) => `${plate.quantity === '' ? 1 : plate.quantity} x ${plate.label}`);
  return store(deps, values, admitted, { ...values, shopName, branchName: branch.name, lines }, branch.email);
}
