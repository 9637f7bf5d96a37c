import { formatMoney } from '../../../domain/money/format.js';
import { branchTitle, customerName, formatShortDateTime, methodLabel, ticketText } from './format.js';
import { html } from './html.js';
import { actionLink, emailLayout, type RenderedEmail, type RenderedSms } from './layout.js';
import { orderDetailsHtml, orderDetailsText } from './order-details.js';
import type { OrderView } from './order-view.js';

function when(view: OrderView): string {
  return view.order.appointment ? formatShortDateTime(view.order.appointment) : 'so bald wie möglich';
}

/** The branch learns of a new order: everything needed to prepare it, the guest's contact first. */
export function branchNewOrderEmail(view: OrderView): RenderedEmail {
  const { order } = view;
  const kind = order.isQuotation ? 'Neue Anfrage' : 'Neue Bestellung';
  const subject = `${kind}${ticketText(order.ticketNumber)}: ${methodLabel(order)}, ${when(view)}`;
  const details = { contactHeading: 'Kunde' };
  const body = html`<p style="margin:0 0 16px">
      ${customerName(order.contact) || 'Ohne Namen'} hat bei ${branchTitle(view)} bestellt.
    </p>
    ${orderDetailsHtml(view, details)} ${actionLink(view.backofficeUrl, 'Im Back Office öffnen')}`;
  const text = [
    subject,
    `${customerName(order.contact) || 'Ohne Namen'} hat bei ${branchTitle(view)} bestellt.`,
    orderDetailsText(view, details),
    `Im Back Office öffnen: ${view.backofficeUrl}`,
  ].join('\n\n');
  return {
    subject,
    html: emailLayout({ subject, heading: kind, body, shopName: view.shopName, branch: view.branch }),
    text: `${text}\n`,
  };
}

/** Short enough for one SMS in the usual case: what, when, how much, who. */
export function branchNewOrderSms(view: OrderView): RenderedSms {
  const { order } = view;
  const count = order.items.length;
  const parts = [
    `${order.isQuotation ? 'Neue Anfrage' : 'Neue Bestellung'}${ticketText(order.ticketNumber)}`,
    `${methodLabel(order)}, ${when(view)}`,
    `${count} ${count === 1 ? 'Produkt' : 'Produkte'}, ${formatMoney(order.totalGross, view.currency)}`,
    [customerName(order.contact), order.contact.phone].filter(Boolean).join(' '),
  ];
  return { text: parts.filter(Boolean).join(' – ') };
}
