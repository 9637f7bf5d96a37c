import type { OrderCreate } from '../../../domain/schemas/order.js';
import { HttpError } from '../../http/http-error.js';
import { createWindowLimit, retryAfterSeconds } from '../../lib/window-limit.js';

/** Orders a guest may place in a window, per client address and per e-mail address or phone number. */
export type OrderLimits = { perAddress: number; perContact: number; windowMs: number };

/**
 * A café's rush comes from many guests (addresses and mailboxes), each placing one or two orders; a
 * flood comes from one client or aims at one mailbox. 30 per address leaves room for guests sharing a
 * café's Wi-Fi; 10 per e-mail or phone lets no one send more than a mail a minute to a stranger (ADR 013).
 */
export const defaultOrderLimits: OrderLimits = { perAddress: 30, perContact: 10, windowMs: 10 * 60_000 };

export const tooManyOrders = (minutes: number) =>
  `Es wurden zu viele Bestellungen in kurzer Zeit aufgegeben. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`;

/**
 * Counted in this instance's memory, not in the database: order placement is the hot path and a shared
 * counter would cost a round trip per order (ADR 011). With n instances the ceiling is n times the
 * numbers, still a ceiling.
 */
export function createOrderLimiter(limits: OrderLimits | false) {
  if (limits === false) return () => undefined;
  const perAddress = createWindowLimit({ limit: limits.perAddress, windowMs: limits.windowMs });
  const perContact = createWindowLimit({ limit: limits.perContact, windowMs: limits.windowMs });
  /** Throws the guest's 429 with Retry-After when one of the limits is reached. */
  return (ip: string, body: Pick<OrderCreate, 'email' | 'phone'>, now: Date): undefined => {
    const email = body.email.trim().toLowerCase();
    const phone = body.phone.replace(/\D/g, '');
    const wait =
      perAddress(ip, now) ||
      (email === '' ? 0 : perContact(`mail:${email}`, now)) ||
      (phone === '' ? 0 : perContact(`phone:${phone}`, now));
    if (wait === 0) return undefined;
    throw new HttpError(429, tooManyOrders(Math.ceil(wait / 60_000)), undefined, retryAfterSeconds(wait));
  };
}
