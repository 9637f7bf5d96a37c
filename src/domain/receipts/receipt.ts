import { orderMethodLabels, type OrderMethod } from '../cart/order-method.js';
import { formatMoney, formatNumber } from '../money/format.js';
import { viennaParts } from '../opening-hours/vienna-time.js';
import type { PaymentMethod, PublicOrder } from '../schemas/order.js';
import { unitCatalogue, unitLabel, type UnitId } from '../units/catalogue.js';

/** What a receipt needs beyond the public order: who ordered and where it goes. */
export type ReceiptInput = {
  order: PublicOrder;
  businessName: string;
  currency: string;
  customer: {
    name: string;
    companyName: string;
    phone: string;
    email: string;
    /** The address lines the driver needs (delivery address when it differs), empty for takeaway. */
    address: string[];
  };
  /** Staff settings show_product_data / show_customer_data decide what the counter copy carries. */
  showCustomerData: boolean;
};

export type ReceiptLine =
  | { kind: 'title'; text: string }
  | { kind: 'ticket'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'item'; left: string; right: string }
  | { kind: 'detail'; text: string }
  | { kind: 'total'; left: string; right: string }
  | { kind: 'rule' };

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Barzahlung',
  'atm-card': 'Bankomatkarte',
  'hydro-ag-voucher': 'Hydro AG Gutschein',
  mollie: 'Online bezahlt (Mollie)',
  datatrans: 'Online bezahlt (Datatrans)',
};

const methodOf = (order: PublicOrder): OrderMethod =>
  order.isDelivery ? 'delivery' : order.isDineIn ? 'dineIn' : 'takeaway';

/** '20.11.2026 09:31 Uhr': the date and time in Vienna, as receipts print them. */
export function viennaDateTime(iso: string): string {
  const parts = viennaParts(new Date(iso));
  const [year, month, day] = parts.date.split('-');
  return `${day}.${month}.${year} ${parts.time} Uhr`;
}

function amountText(amount: number, unit: string): string {
  const known = unit in unitCatalogue;
  const label = unit === 'piece' ? '' : ` ${known ? unitLabel(unit as UnitId) : unit}`;
  return `${formatNumber(amount, 3)}${label} ×`;
}

/** The receipt as lines, independent of the printer: ESC/POS and PDF render the same lines. */
export function receiptLines(input: ReceiptInput): ReceiptLine[] {
  const { order, currency } = input;
  const money = (cents: number) => formatMoney(cents, currency);
  const lines: ReceiptLine[] = [
    { kind: 'title', text: input.businessName || order.branch.name },
    { kind: 'text', text: order.branch.name },
    { kind: 'text', text: `${order.branch.street}, ${order.branch.zipCode} ${order.branch.city}` },
  ];
  if (order.branch.phone) lines.push({ kind: 'text', text: `Tel. ${order.branch.phone}` });
  lines.push({ kind: 'rule' });
  if (order.ticketNumber !== null) lines.push({ kind: 'ticket', text: `Nr. ${order.ticketNumber}` });
  lines.push({ kind: 'text', text: `Bestellt: ${viennaDateTime(order.createdAt)}` });
  lines.push({ kind: 'text', text: `Art: ${orderMethodLabels[methodOf(order)]}` });
  if (order.tableIdentifier) lines.push({ kind: 'text', text: `Tisch: ${order.tableIdentifier}` });
  lines.push({
    kind: 'text',
    text: `Termin: ${order.appointment ? viennaDateTime(order.appointment) : 'So bald wie möglich'}`,
  });
  if (order.deliveryAreaName) lines.push({ kind: 'text', text: `Liefergebiet: ${order.deliveryAreaName}` });
  if (input.showCustomerData) {
    const { customer } = input;
    lines.push({ kind: 'rule' });
    if (customer.companyName) lines.push({ kind: 'text', text: customer.companyName });
    if (customer.name) lines.push({ kind: 'text', text: customer.name });
    for (const line of customer.address) lines.push({ kind: 'text', text: line });
    if (customer.phone) lines.push({ kind: 'text', text: `Tel. ${customer.phone}` });
    if (customer.email) lines.push({ kind: 'text', text: customer.email });
  }
  lines.push({ kind: 'rule' });
  for (const item of order.items) {
    lines.push({
      kind: 'item',
      left: `${amountText(item.amount, item.unit)} ${item.name}`,
      right: money(item.total),
    });
    for (const part of item.parts) {
      const answers = [...part.options.map((option) => option.name), ...(part.text ? [part.text] : [])];
      if (part.uploadIds.length > 0) answers.push(`${part.uploadIds.length} Datei(en)`);
      if (answers.length > 0) lines.push({ kind: 'detail', text: `${part.name}: ${answers.join(', ')}` });
    }
  }
  lines.push({ kind: 'rule' });
  if (order.deliveryFee > 0)
    lines.push({ kind: 'item', left: 'Lieferkosten', right: money(order.deliveryFee) });
  lines.push({ kind: 'total', left: 'Gesamt', right: money(order.totalGross) });
  for (const tax of order.taxes) {
    lines.push({
      kind: 'detail',
      text: `${formatNumber(tax.rate)} % MwSt. von ${money(tax.gross)}: ${money(tax.tax)}`,
    });
  }
  const paid = order.isPaid ? ' – bezahlt' : '';
  lines.push({ kind: 'text', text: `Zahlung: ${paymentMethodLabels[order.paymentMethod]}${paid}` });
  if (order.comment) {
    lines.push({ kind: 'rule' });
    lines.push({ kind: 'text', text: `Anmerkung: ${order.comment}` });
  }
  return lines;
}
