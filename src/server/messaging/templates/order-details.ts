import { formatMoney, formatNumber } from '../../../domain/money/format.js';
import {
  appointmentText,
  customerName,
  formatAmount,
  formatDateTime,
  methodLabel,
  paymentMethodLabels,
} from './format.js';
import { html, multiline, type SafeHtml } from './html.js';
import type { OrderView } from './order-view.js';

type Line = { label: string; value: string; strong?: boolean };

function summaryLines(view: OrderView): Line[] {
  const { order } = view;
  const payment = paymentMethodLabels[order.paymentMethod];
  return [
    ...(order.ticketNumber === null ? [] : [{ label: 'Bestellnummer', value: String(order.ticketNumber) }]),
    { label: 'Art der Lieferung', value: methodLabel(order) },
    ...(order.deliveryAreaName ? [{ label: 'Liefergebiet', value: order.deliveryAreaName }] : []),
    order.counterAppointment && order.counterAppointmentAccepted
      ? { label: 'Vereinbarter Termin', value: formatDateTime(order.counterAppointment) }
      : { label: 'Gewünschter Termin', value: appointmentText(order.appointment) },
    { label: 'Zahlungsart', value: order.isPaid ? `${payment}, bezahlt` : payment },
  ];
}

function totalLines(view: OrderView): Line[] {
  const { order, currency } = view;
  const money = (cents: number) => formatMoney(cents, currency);
  return [
    { label: 'Kosten', value: money(order.itemsGross) },
    ...(order.deliveryFee > 0 ? [{ label: 'Lieferkosten', value: money(order.deliveryFee) }] : []),
    ...(order.donationAmount > 0 ? [{ label: 'Spende', value: money(order.donationAmount) }] : []),
    { label: 'Gesamt', value: money(order.totalGross), strong: true },
    ...order.taxes.map((line) => ({
      label: `inkl. ${formatNumber(line.rate)} % MwSt.`,
      value: money(line.tax),
    })),
  ];
}

function contactLines(view: OrderView): string[] {
  const { contact } = view.order;
  return [
    customerName(contact),
    ...view.order.address,
    contact.isCompany && contact.vatNo ? `UID: ${contact.vatNo}` : '',
    contact.phone ? `Telefon: ${contact.phone}` : '',
    contact.email ? `E-Mail: ${contact.email}` : '',
  ].filter(Boolean);
}

const cell = 'padding:6px 8px;border-bottom:1px solid #e0e0e0;vertical-align:top';

function linesTable(lines: Line[]): SafeHtml {
  return html`<table
    role="presentation"
    cellpadding="0"
    cellspacing="0"
    style="width:100%;border-collapse:collapse;margin:0 0 16px"
  >
    ${lines.map(
      (line) =>
        html`<tr style="${line.strong ? 'font-weight:bold' : ''}">
          <td style="${cell}">${line.label}</td>
          <td style="${cell};text-align:right;white-space:nowrap">${line.value}</td>
        </tr>`,
    )}
  </table>`;
}

function itemsTable(view: OrderView): SafeHtml {
  const money = (cents: number) => formatMoney(cents, view.currency);
  return html`<table
    cellpadding="0"
    cellspacing="0"
    style="width:100%;border-collapse:collapse;margin:0 0 16px"
  >
    <caption style="text-align:left;font-weight:bold;padding:0 0 8px">
      Produkte
    </caption>
    <thead>
      <tr>
        <th scope="col" style="${cell};text-align:left">Menge</th>
        <th scope="col" style="${cell};text-align:left">Produkt</th>
        <th scope="col" style="${cell};text-align:right">Preis</th>
      </tr>
    </thead>
    <tbody>
      ${view.order.items.map(
        (item) =>
          html`<tr>
            <td style="${cell};white-space:nowrap">${formatAmount(item.amount, item.unit)}</td>
            <td style="${cell}">
              ${item.name}${item.parts.map(
                (part) => html`<br /><span style="font-size:14px">${part.name}: ${part.answer}</span>`,
              )}
            </td>
            <td style="${cell};text-align:right;white-space:nowrap">${money(item.total)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** The order as both sides read it: summary, products, totals, contact and the comment. */
export function orderDetailsHtml(view: OrderView, options: { contactHeading: string }): SafeHtml {
  const { order } = view;
  return html`${linesTable(summaryLines(view))} ${itemsTable(view)} ${linesTable(totalLines(view))}
    <p style="margin:0 0 16px">
      <strong>${options.contactHeading}</strong><br />${multiline(contactLines(view).join('\n'))}
    </p>
    ${
      order.deliveryAddress
        ? html`<p style="margin:0 0 16px">
            <strong>Lieferadresse</strong><br />${multiline(order.deliveryAddress.join('\n'))}
          </p>`
        : ''
    }
    ${order.comment ? html`<p style="margin:0 0 16px"><strong>Anmerkung</strong><br />${multiline(order.comment)}</p>` : ''}`;
}

export function orderDetailsText(view: OrderView, options: { contactHeading: string }): string {
  const { order } = view;
  const money = (cents: number) => formatMoney(cents, view.currency);
  const items = order.items.flatMap((item) => [
    `${formatAmount(item.amount, item.unit)} ${item.name} – ${money(item.total)}`,
    ...item.parts.map((part) => `    ${part.name}: ${part.answer}`),
  ]);
  const sections = [
    summaryLines(view).map((line) => `${line.label}: ${line.value}`),
    ['Produkte:', ...items],
    totalLines(view).map((line) => `${line.label}: ${line.value}`),
    [`${options.contactHeading}:`, ...contactLines(view)],
    order.deliveryAddress ? ['Lieferadresse:', ...order.deliveryAddress] : [],
    order.comment ? ['Anmerkung:', order.comment] : [],
  ];
  return sections
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'))
    .join('\n\n');
}
