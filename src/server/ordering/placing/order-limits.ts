import type { OrderCreate } from '../../../domain/schemas/order.js';
import { HttpError } from '../../http/http-error.js';
import { retryAfterSeconds } from '../../lib/window-limit.js';
import type { Limits } from '../../lib/limits/limits.js';

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
 * Counted where every instance counts (ADR 036): in PostgreSQL when several instances may share the shop,
 * in memory on the embedded database. Per address, and per e-mail address and phone number when given.
 */
export function createOrderLimiter(limits: Limits, orderLimits: OrderLimits | false) {
  if (orderLimits === false) return async () => undefined;
  const perAddress = { name: 'order-address', limit: orderLimits.perAddress, windowMs: orderLimits.windowMs };
  const perContact = { name: 'order-contact', limit: orderLimits.perContact, windowMs: orderLimits.windowMs };
  /** Throws the guest's 429 with Retry-After when one of the limits is reached. */
  return async (ip: string, body: Pick<OrderCreate, 'email' | 'phone'>, now: Date): Promise<undefined> => {
    const email = body.email.trim().toLowerCase();
    const phone = body.phone.replace(/\D/g, '');
    const wait = await limits.hit(
      [
        { rule: perAddress, key: ip },
        ...(email === '' ? [] : [{ rule: perContact, key: `mail:${email}` }]),
        ...(phone === '' ? [] : [{ rule: perContact, key: `phone:${phone}` }]),
      ],
      now,
    );
    if (wait === 0) return undefined;
    throw new HttpError(429, tooManyOrders(Math.ceil(wait / 60_000)), undefined, retryAfterSeconds(wait));
  };
}
