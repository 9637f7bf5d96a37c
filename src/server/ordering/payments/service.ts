import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { PaymentProviderError } from '../../integrations/payments/provider-error.js';
import type { PaymentState } from '../../integrations/payments/provider.js';
import type { OnlinePaymentMethod, PaymentProviders } from '../../integrations/payments/registry.js';
import type { Notifications } from '../../messaging/index.js';
import { applyPaymentState, attachPayment, failPaymentStart, findLinkedOrder } from '../orders/service.js';
import type { OrderRow } from '../orders/queries.js';
import { paymentMessages } from './messages.js';
import {
  findPayment,
  insertPayment,
  latestPaymentOfOrder,
  recordPaymentState,
  type PaymentRow,
} from './queries.js';

export interface PaymentDeps {
  db: Db;
  providers: PaymentProviders;
  notifications: Pick<Notifications, 'orderEvent'>;
  now: () => Date;
  publicBaseUrl: string;
  log: { error: (details: object, message: string) => void };
}

/** The status page asks the provider itself when the last answer is older than this (the webhook may be late). */
export const PAYMENT_RECHECK_MS = 10_000;

/** An order reaches the branch once; a failed notification is logged, never undoes the order. */
export async function notifyPlaced(deps: Pick<PaymentDeps, 'notifications' | 'log'>, orderId: number) {
  try {
    await deps.notifications.orderEvent(orderId, 'placed');
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'the placed notifications of an order could not be recorded');
  }
}

function providerOf(deps: PaymentDeps, method: string) {
  const provider = method === 'mollie' || method === 'datatrans' ? deps.providers.get(method) : undefined;
  if (provider === undefined) throw new Error(`No payment provider is configured for ${method}.`);
  return provider;
}

export const returnPath = (uid: string, hash: string) => `/api/payments/return/${uid}/${hash}`;

/**
 * Starts the online payment of a stored order. Called after the order committed, so a slow provider
 * holds no database lock. A provider that refuses or does not answer leaves the order failed: it never
 * reaches the branch, and the guest is told to try again.
 */
export async function startPayment(
  deps: PaymentDeps,
  order: OrderRow,
  input: { branchName: string; currency: string },
): Promise<{ ok: true; redirectUrl: string } | { ok: false }> {
  const provider = providerOf(deps, order.paymentMethod);
  const returnUrl = `${deps.publicBaseUrl}${returnPath(order.uid, order.hash)}`;
  let created;
  try {
    created = await provider.createPayment({
      orderId: order.id,
      orderUid: order.uid,
      amount: order.totalGross,
      currency: input.currency,
      description: `Bestellung ${order.ticketNumber === null ? order.uid : `Nr. ${order.ticketNumber}`} – ${input.branchName}`,
      returnUrl,
      // Every way back leads through the return route, which asks the provider before it decides.
      errorUrl: returnUrl,
      webhookUrl: `${deps.publicBaseUrl}/api/payments/${provider.name}/webhook`,
      idempotencyKey: `order-${order.uid}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error, orderId: order.id }, 'the payment could not be started');
    await failPaymentStart(deps.db, order.id, deps.now());
    return { ok: false };
  }
  const now = deps.now();
  await insertPayment(deps.db, {
    orderId: order.id,
    provider: provider.name,
    providerId: created.providerId,
    status: created.state.status,
    amount: order.totalGross,
    currency: input.currency,
    raw: created.state.raw,
    createdAt: now,
    updatedAt: now,
  });
  await attachPayment(deps.db, order.id, created.providerId, created.state.status);
  return { ok: true, redirectUrl: created.redirectUrl };
}

/** Asks the provider for the payment's state now and applies it; notifies the branch when it became paid. */
async function syncPayment(deps: PaymentDeps, payment: PaymentRow): Promise<PaymentState> {
  const state = await providerOf(deps, payment.provider).fetchState(payment.providerId);
  const now = deps.now();
  await recordPaymentState(deps.db, payment.id, { status: state.status, raw: state.raw, updatedAt: now });
  const { becamePaid } = await applyPaymentState(deps.db, payment.orderId, state, now);
  if (becamePaid) await notifyPlaced(deps, payment.orderId);
  return state;
}

/**
 * A webhook names a payment and nothing else we trust: its state is fetched from the provider. An
 * unknown payment is a 404 and changes nothing; a provider that does not answer gets a 503, so it
 * sends the webhook again later.
 */
export async function handleWebhook(deps: PaymentDeps, provider: OnlinePaymentMethod, providerId: string) {
  const payment = await findPayment(deps.db, provider, providerId);
  if (payment === undefined) throw notFound(paymentMessages.unknownPayment);
  try {
    await syncPayment(deps, payment);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error, paymentId: payment.id }, 'a webhook could not fetch the payment state');
    throw new HttpError(503, paymentMessages.providerUnavailable);
  }
}

const isAwaitingPayment = (order: OrderRow) =>
  order.paymentProvider !== null && !order.isPaid && !order.isFailed && !order.isCanceled;

/**
 * Asks the provider unless it was asked within `maxAgeMs`; a provider that does not answer is asked
 * next time. True when the provider was asked, so the order may have changed.
 */
async function recheck(deps: PaymentDeps, order: OrderRow, maxAgeMs: number): Promise<boolean> {
  if (!isAwaitingPayment(order)) return false;
  const payment = await latestPaymentOfOrder(deps.db, order.id);
  if (payment === undefined || deps.now().getTime() - payment.updatedAt.getTime() < maxAgeMs) return false;
  try {
    await syncPayment(deps, payment);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error, orderId: order.id }, 'the payment state could not be checked');
  }
  return true;
}

/** Staff ask the provider now (update-payment-status); true when an online payment was there to ask about. */
export async function recheckPaymentNow(deps: PaymentDeps, order: OrderRow): Promise<boolean> {
  const payment = await latestPaymentOfOrder(deps.db, order.id);
  if (payment === undefined) return false;
  await syncPayment(deps, payment);
  return true;
}

/** For the status page's poll: the webhook may be late, so a waiting order asks the provider itself. */
export async function recheckStalePayment(deps: PaymentDeps, order: OrderRow): Promise<boolean> {
  return recheck(deps, order, PAYMENT_RECHECK_MS);
}

/**
 * The guest is back from the provider, often before its webhook. The provider is asked once; a failed
 * or cancelled payment leads back to checkout with the error, everything else to the status page,
 * which keeps checking while the payment is open.
 */
export async function returnFromProvider(deps: PaymentDeps, uid: string, hash: string): Promise<string> {
  const { order, branch } = await findLinkedOrder(deps.db, uid, hash);
  await recheck(deps, order, 0);
  const { order: current } = await findLinkedOrder(deps.db, uid, hash);
  return current.isFailed && !current.isPaid
    ? `/store/${encodeURIComponent(branch.identifier)}/checkout/error`
    : `/status/${uid}/${hash}`;
}
