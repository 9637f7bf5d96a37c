import type { LoginLinkMail } from '../../domain/auth/login-link.js';
import type { MessageSummary } from '../../domain/schemas/message.js';
import type { SQL } from 'drizzle-orm';
import type { OrderMessageSource } from './order-view.js';

/** An order, its lines and its branch as stored: what its messages are written from, but the configuration. */
export type OrderRows = Omit<OrderMessageSource, 'config'>;

/**
 * What the rest of the app asks of notifications. Calls record the messages and queue their sending;
 * they return once the messages are recorded, never waiting for a mail server, and never throw because
 * a provider is down (delivery retries, the message row shows the failure).
 */
export type OrderNotificationEvent =
  /** The branch may start: guest confirmation, branch new-order e-mail and (with the SMS plugin) SMS. */
  'placed' | 'confirmed' | 'rejected' | 'counter-appointment' | 'in-delivery' | 'completed';

export interface Notifications {
  /**
   * Records the messages of an order's event. Given the order's rows (read after the change, as staff
   * actions do for their answer), only the shop's configuration is read; given an id, the order is read.
   */
  orderEvent(order: number | OrderRows, event: OrderNotificationEvent): Promise<void>;
  /**
   * The same messages as an insert for the caller's own statement, composed from rows the caller holds:
   * the order and the messages about it commit together or not at all. Undefined when there is nothing
   * to send, or when the messages could not be composed (logged; the order must not fail for a mail).
   */
  orderEventInsert(source: OrderMessageSource, event: OrderNotificationEvent): SQL | undefined;
  /** Delivery looks for due messages now instead of at its next poll: call it after a commit. */
  deliverSoon(): void;
  /** Sends a sign-in link to a back-office user. */
  loginLink(input: LoginLinkMail): Promise<void>;
  /**
   * The branch's new-order e-mail or SMS once more (back office: resend-new-order-email / -sms). Throws
   * HttpError 422 with a German message when the branch has no e-mail address or phone (or, for SMS,
   * the SMS plugin is off).
   */
  resendNewOrder(orderId: number, channel: 'email' | 'sms'): Promise<void>;
  /** Every message of an order, oldest first, with what its provider answered. */
  listForOrder(orderId: number): Promise<MessageSummary[]>;
}
