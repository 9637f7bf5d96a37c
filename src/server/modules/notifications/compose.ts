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

/** A message ready to be recorded: rendered once, so what staff see is exactly what went out. */
export type MessageDraft =
  | { channel: 'email'; template: MessageTemplate; recipient: string; subject: string; data: EmailData }
  | { channel: 'sms'; template: MessageTemplate; recipient: string; subject: null; data: SmsData };

const guestTemplates: Record<
  Exclude<OrderNotificationEvent, 'placed'>,
  [MessageTemplate, (view: OrderView) => RenderedEmail]
> = {
  confirmed: ['order-confirmed', orderConfirmedEmail],
  rejected: ['order-rejected', orderRejectedEmail],
  'counter-appointment': ['order-counter-appointment', counterAppointmentEmail],
  'in-delivery': ['order-in-delivery', inDeliveryEmail],
  completed: ['order-completed', completedEmail],
};

function email(
  template: MessageTemplate,
  recipient: string,
  rendered: RenderedEmail,
  replyTo: string | null,
): MessageDraft {
  return {
    channel: 'email',
    template,
    recipient,
    subject: rendered.subject,
    data: { html: rendered.html, text: rendered.text, replyTo: replyTo || null },
  };
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
  return email('branch-new-order', view.branch.email, branchNewOrderEmail(view), view.order.contact.email);
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
      guest ? email('order-confirmation', guest, orderConfirmationEmail(view), replyTo) : null,
      branchNewOrderEmailDraft(view),
      options.smsEnabled ? branchNewOrderSmsDraft(view) : null,
    ].filter((draft): draft is MessageDraft => draft !== null);
  }
  if (!guest) return [];
  const [template, render] = guestTemplates[event];
  return [email(template, guest, render(view), replyTo)];
}
