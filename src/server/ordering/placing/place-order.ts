import { appointmentError } from '../../../domain/checkout/appointment.js';
import type { FieldError } from '../../../domain/checkout/field-error.js';
import type { OrderCreate, PublicOrder } from '../../../domain/schemas/order.js';
import type { Branch } from '../../../domain/schemas/branch.js';
import type { Config } from '../../../domain/schemas/config.js';
import { HttpError } from '../../http/http-error.js';
import type { Notifications } from '../../messaging/index.js';
import { admitOrder, countLost, slotFullMessage, storeInSlot } from '../capacity/admit-order.js';
import { startPayment, type PaymentDeps } from '../payments/service.js';
import { checkoutFactsFrom, type CatalogueSnapshot } from '../../../domain/checkout/checkout-facts.js';
import { isValidIdempotencyKey, requestHash } from './idempotency.js';
import { orderMessages } from '../orders/messages.js';
import { newOrderHash, newOrderUid } from '../orders/public-link.js';
import { finishIdempotencyKey, findIdempotencyKey } from '../orders/queries.js';
import { storeOrder, type StoredOrder } from '../orders/service.js';
import { prepareOrder } from '../orders/validate-order.js';

type ErrorItem = { message: string; field?: string };
/** The published catalogue (ADR 011) and the version of the data it was built from (ADR 036). */
export type PublishedCatalogue = { snapshot: CatalogueSnapshot; version: number | null };
/** The published catalogue: prices and rules exactly as the guest was shown them. */
export type PlaceOrderDeps = PaymentDeps & {
  /** This instance's copy; with `atLeast`, one built from that version of the data or a later one. */
  catalogue: (atLeast?: number) => Promise<PublishedCatalogue>;
  notifications: Pick<Notifications, 'orderEventInsert' | 'deliverSoon'>;
};
/**
 * Who places the order: the guest in the storefront (counted against the abuse limits by `limit`, which
 * throws the 429), or a signed-in staff member for a guest.
 */
export type OrderEntry =
  { by: 'guest'; limit?: () => Promise<unknown> } | { by: 'staff'; userId: number | null };
export type OrderAnswer =
  | { status: 201; body: { data: PublicOrder } }
  | { status: 400 | 409 | 422 | 502; body: { errors: ErrorItem[] } };

const refuse = (status: 400 | 409 | 422 | 502, errors: ErrorItem[] | FieldError[]): OrderAnswer => ({
  status,
  body: { errors },
});

/** What was answered to the key's first request, or the reason this one gets no answer of its own. */
function replay(
  stored: Awaited<ReturnType<typeof findIdempotencyKey>>,
  hash: string,
): OrderAnswer | undefined {
  if (stored === undefined) return undefined;
  if (stored.requestHash !== hash) return refuse(422, [{ message: orderMessages.idempotencyKeyReused }]);
  if (stored.status === 'pending' || stored.responseStatus === null) {
    return refuse(409, [{ message: orderMessages.inProgress }]);
  }
  return { status: stored.responseStatus, body: stored.response } as OrderAnswer;
}

/**
 * POST /api/orders: checks and prices the order from the database, stores it once per Idempotency-Key
 * and, for online payment, starts the payment after the order committed. Refusals for bad input are
 * not remembered under the key (nothing is written); a stored order's answer is, payment link included.
 * Staff entering an order for a guest (POST /api/orders/phone) go the same way, by the staff rules of
 * the checkout; their key never replays a storefront order, since the hash says who sent it.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  body: OrderCreate,
  key: unknown,
  entry: OrderEntry = { by: 'guest' },
): Promise<OrderAnswer> {
  if (!isValidIdempotencyKey(key)) return refuse(400, [{ message: orderMessages.idempotencyKeyMissing }]);
  const hash = requestHash(entry.by === 'guest' ? body : { enteredBy: 'staff', body });
  if (entry.by === 'guest' && entry.limit) {
    try {
      await entry.limit();
    } catch (error) {
      // A repeat of an order already answered gets that answer whatever the limits say: it creates nothing.
      if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
      const first = await findIdempotencyKey(deps.db, key);
      if (first?.requestHash !== hash) throw error;
      return replay(first, hash)!;
    }
  }
  // A repeat gets the first answer even if the order would be refused now (the shop closed meanwhile).
  // A new order learns whether its key is taken with its ids, so only refusals look the key up first.
  const refuseUnlessReplay = async (errors: ErrorItem[], status: 409 | 422 = 422) =>
    replay(await findIdempotencyKey(deps.db, key), hash) ?? refuse(status, errors);

  let published = await deps.catalogue();
  for (let round = 1; ; round += 1) {
    const now = deps.now();
    const facts = checkoutFactsFrom(published.snapshot, body.branch, now);
    if (facts === undefined)
      return refuseUnlessReplay([{ field: 'branch', message: orderMessages.branchUnknown }]);
    const prepared = prepareOrder({
      body,
      facts,
      now,
      isProviderConfigured: (method) =>
        (method === 'mollie' || method === 'datatrans') && deps.providers.get(method) !== undefined,
      enteredBy: entry.by,
    });
    if (!prepared.ok) return refuseUnlessReplay(prepared.errors);

    const { branch, config } = facts;
    const { draft } = prepared;
    const method = draft.order.method;
    // Busy mode, pause and kitchen capacity limit what guests order online; staff taking an order by
    // phone decide themselves (ADR 037).
    const admitted =
      entry.by === 'guest'
        ? await admitOrder(deps.db, {
            branchId: branch.id,
            method,
            appointment: draft.order.appointment ?? null,
            lines: body.items,
            asapMoved: body.asapMoved === true,
            now,
            catalogueVersion: published.version,
          })
        : null;
    if (admitted !== null && !admitted.ok) {
      const answer = await refuseUnlessReplay([{ field: 'appointmentDate', message: admitted.message }], 409);
      if (answer.status === 409)
        await countLost(deps.db, { branchId: branch.id, now, reason: admitted.lost, outcome: 'refused' });
      return answer;
    }
    const admission = admitted?.admission;
    const order = {
      ...draft.order,
      capacitySlot: admission?.slot ?? null,
      makeMinutes: admission?.minutes ?? 0,
    };
    const catalogueVersion = round < PRICING_ROUNDS ? published.version : null;
    const store = (db: typeof deps.db) =>
      storeOrder(db, {
        draft: { ...draft, order },
        idempotency: { key, requestHash: hash },
        uid: newOrderUid(),
        hash: newOrderHash(),
        disableTickets: config.disableTickets,
        // A catalogue changed on any instance after its change was answered prices this order (ADR 036);
        // the last round takes what it has, so a catalogue written without pause cannot stall orders.
        catalogueVersion,
        branch,
        ...(entry.by === 'staff' ? { enteredBy: { userId: entry.userId } } : {}),
        // Paid at pickup, the order reaches the branch now; paid online, once the payment says so.
        ...(draft.isOnlinePayment
          ? {}
          : {
              messages: ({ order: row, items }) =>
                deps.notifications.orderEventInsert({ order: row, items, branch, config }, 'placed'),
            }),
      });
    const inSlot =
      admission === undefined
        ? { kind: 'stored' as const, stored: await store(deps.db) }
        : await storeInSlot(deps.db, { branchId: branch.id, method, admission }, store);
    if (inSlot.kind === 'full' && admission !== undefined) {
      const products = body.items.flatMap((item) => facts.menuProducts.get(item.productId) ?? []);
      const appointmentContext = {
        branch,
        method,
        now,
        products,
        restrictedDays: config.restrictedAppointmentDays,
      };
      const message = await slotFullMessage(deps.db, {
        branchId: branch.id,
        method,
        admission,
        now,
        isOffered: (start) => appointmentError(start, appointmentContext) === null,
      });
      const answer = await refuseUnlessReplay([{ field: 'appointmentDate', message }], 409);
      if (answer.status === 409)
        await countLost(deps.db, { branchId: branch.id, now, reason: 'capacity', outcome: 'refused' });
      return answer;
    }
    const stored: StoredOrder = inSlot.kind === 'stored' ? inSlot.stored : { kind: 'claimed' };
    if (stored.kind === 'stale') {
      published = await deps.catalogue(stored.catalogueVersion ?? undefined);
      continue;
    }
    if (stored.kind === 'claimed') {
      return (
        replay(await findIdempotencyKey(deps.db, key), hash) ??
        refuse(409, [{ message: orderMessages.inProgress }])
      );
    }
    if (admission?.moved) {
      await countLost(deps.db, { branchId: branch.id, now, reason: admission.moved, outcome: 'moved' });
    }
    return finishOrder(deps, stored, draft.isOnlinePayment, { key, branch, config });
  }
}

/** How often an order is priced again when the catalogue changed meanwhile, the last time unchecked. */
const PRICING_ROUNDS = 3;

/** The stored order's answer: at once when paid at pickup, after starting the payment when paid online. */
async function finishOrder(
  deps: PlaceOrderDeps,
  stored: Extract<StoredOrder, { kind: 'stored' }>,
  isOnlinePayment: boolean,
  { key, branch, config }: { key: string; branch: Branch; config: Config },
): Promise<OrderAnswer> {
  if (!isOnlinePayment) {
    deps.notifications.deliverSoon();
    return { status: 201, body: { data: stored.presented } };
  }

  const payment = await startPayment(deps, stored.order, {
    branchName: branch.name,
    currency: config.currency,
  });
  const answer: OrderAnswer = payment.ok
    ? { status: 201, body: { data: { ...stored.presented, paymentRedirectUrl: payment.redirectUrl } } }
    : refuse(502, [{ field: 'paymentMethod', message: orderMessages.paymentStartFailed }]);
  await finishIdempotencyKey(deps.db, key, {
    status: payment.ok ? 'completed' : 'failed',
    responseStatus: answer.status,
    response: answer.body,
    orderId: stored.order.id,
  });
  return answer;
}
