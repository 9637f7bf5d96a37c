import type { FieldError } from '../../../domain/checkout/field-error.js';
import type { OrderCreate, PublicOrder } from '../../../domain/schemas/order.js';
import type { Notifications } from '../../messaging/index.js';
import { startPayment, type PaymentDeps } from '../payments/service.js';
import { checkoutFactsFrom, type CatalogueSnapshot } from '../../../domain/checkout/checkout-facts.js';
import { isValidIdempotencyKey, requestHash } from './idempotency.js';
import { orderMessages } from '../orders/messages.js';
import { newOrderHash, newOrderUid } from '../orders/public-link.js';
import { finishIdempotencyKey, findIdempotencyKey } from '../orders/queries.js';
import { storeOrder } from '../orders/service.js';
import { prepareOrder } from '../orders/validate-order.js';

type ErrorItem = { message: string; field?: string };
/** The published catalogue (ADR 011): prices and rules exactly as the guest was shown them. */
export type PlaceOrderDeps = PaymentDeps & {
  catalogue: () => Promise<CatalogueSnapshot>;
  notifications: Pick<Notifications, 'orderEventInsert' | 'deliverSoon'>;
};
/** Who places the order: the guest in the storefront, or a signed-in staff member for a guest. */
export type OrderEntry = { by: 'guest' } | { by: 'staff'; userId: number | null };
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
  // A repeat gets the first answer even if the order would be refused now (the shop closed meanwhile).
  // A new order learns whether its key is taken with its ids, so only refusals look the key up first.
  const refuseUnlessReplay = async (errors: ErrorItem[]) =>
    replay(await findIdempotencyKey(deps.db, key), hash) ?? refuse(422, errors);

  const now = deps.now();
  const facts = checkoutFactsFrom(await deps.catalogue(), body.branch, now);
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
  const stored = await storeOrder(deps.db, {
    draft: prepared.draft,
    idempotency: { key, requestHash: hash },
    uid: newOrderUid(),
    hash: newOrderHash(),
    disableTickets: config.disableTickets,
    branch,
    ...(entry.by === 'staff' ? { enteredBy: { userId: entry.userId } } : {}),
    // Paid at pickup, the order reaches the branch now; paid online, once the payment says so.
    ...(prepared.draft.isOnlinePayment
      ? {}
      : {
          messages: ({ order, items }) =>
            deps.notifications.orderEventInsert({ order, items, branch, config }, 'placed'),
        }),
  });
  if (stored.kind === 'claimed') {
    return (
      replay(await findIdempotencyKey(deps.db, key), hash) ??
      refuse(409, [{ message: orderMessages.inProgress }])
    );
  }

  if (!prepared.draft.isOnlinePayment) {
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
