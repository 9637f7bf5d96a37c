import type { OrderNotificationEvent } from './notifications.js';
import { branchNewOrderEmail, branchNewOrderSms } from './templates/branch-messages.js';
import {
  completedEmail,
  counterAppointmentEmail,
  inDeliveryEmail,
  orderConfirmationEmail,
  orderConfirmedEmail,
  orderRejectedEmail,
} from './templates/guest-emails.js';
import type { RenderedEmail } from './templates/layout.js';
import type { OrderView } from './templates/order-view.js';

export type MessageTemplate =
  | 'order-confirmation'
  | 'branch-new-order'
  | 'branch-new-order-sms'
  | 'order-confirmed'
  | 'order-rejected'
  | 'order-counter-appointment'
  | 'order-in-delivery'
  | 'order-completed'
  | 'login-link';

export type EmailData = { html: string; text: string; replyTo: string | null; redact?: string[] };
export type SmsData = { text: string; from: string };
/**
 * An order e-mail as recorded: what it is written from — the order as it was at the event — rendered by
 * the delivery. A rendered mail is ~8 KB against ~1.5 KB of view, and those bytes were the costliest
 * part of storing an order (ADR 011). The subject is filled in when the mail is rendered.
 */
export type OrderEmailData = { view: OrderView; replyTo: string | null };

type OrderEmailTemplate = Exclude<MessageTemplate, 'branch-new-order-sms' | 'login-link'>;

/** A message ready to be recorded; a rendered one keeps exactly what went out. */
export type MessageDraft =
  | { channel: 'email'; template: MessageTemplate; recipient: string; subject: string; data: EmailData }
  | { channel: 'email'; template: OrderEmailTemplate; recipient: string; subject: null; data: OrderEmailData }
  | { channel: 'sms'; template: MessageTemplate; recipient: string; subject: null; data: SmsData };

const orderEmails: Record<OrderEmailTemplate, (view: OrderView) => RenderedEmail> = {
  'order-confirmation': orderConfirmationEmail,
  'branch-new-order': branchNewOrderEmail,
  'order-confirmed': orderConfirmedEmail,
  'order-rejected': orderRejectedEmail,
  'order-counter-appointment': counterAppointmentEmail,
  'order-in-delivery': inDeliveryEmail,
  'order-completed': completedEmail,
};

/** The mail of a recorded order e-mail; undefined for a template that is not one. */
export function renderOrderEmail(template: string, view: OrderView): RenderedEmail | undefined {
  return Object.hasOwn(orderEmails, template) ? orderEmails[template as OrderEmailTemplate](view) : undefined;
}

const guestTemplates: Record<Exclude<OrderNotificationEvent, 'placed'>, OrderEmailTemplate> = {
  confirmed: 'order-confirmed',
  rejected: 'order-rejected',
  'counter-appointment': 'order-counter-appointment',
  'in-delivery': 'order-in-delivery',
  completed: 'order-completed',
};

function email(
  template: OrderEmailTemplate,
  recipient: string,
  view: OrderView,
  replyTo: string | null,
): MessageDraft {
  return { channel: 'email', template, recipient, subject: null, data: { view, replyTo: replyTo || null } };
}

/** Alphanumeric SMS senders: letters, digits and blanks, at most 11 characters ('Café Tischlein' → 'Cafe Tischl'). */
export function smsSenderName(shopName: string): string {
  const ascii = shopName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .replace(/ +/g, ' ')
    .trim();
  return ascii.slice(0, 11).trim() || 'Tischlein';
}

export function branchNewOrderEmailDraft(view: OrderView): MessageDraft | null {
  if (!view.branch.email) return null;
  return email('branch-new-order', view.branch.email, view, view.order.contact.email);
}

export function branchNewOrderSmsDraft(view: OrderView): MessageDraft | null {
  if (!view.branch.phone) return null;
  return {
    channel: 'sms',
    template: 'branch-new-order-sms',
    recipient: view.branch.phone,
    subject: null,
    data: { text: branchNewOrderSms(view).text, from: smsSenderName(view.shopName) },
  };
}

/**
 * Who hears of an order event: the guest by e-mail when an address was given; for a new order also the
 * branch by e-mail and, with the SMS plugin on, by SMS to its phone.
 */
export function orderEventDrafts(
  event: OrderNotificationEvent,
  view: OrderView,
  options: { smsEnabled: boolean },
): MessageDraft[] {
  const guest = view.order.contact.email;
  const replyTo = view.branch.email;
  if (event === 'placed') {
    return [
      guest ? email('order-confirmation', guest, view, replyTo) : null,
      branchNewOrderEmailDraft(view),
      options.smsEnabled ? branchNewOrderSmsDraft(view) : null,
    ].filter((draft): draft is MessageDraft => draft !== null);
  }
  if (!guest) return [];
  return [email(guestTemplates[event], guest, view, replyTo)];
}
