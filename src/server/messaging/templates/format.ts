import { orderMethodLabels } from '../../../domain/cart/order-method.js';
import { formatNumber } from '../../../domain/money/format.js';
import type { PaymentMethod } from '../../../domain/schemas/order.js';
import { unitLabel, type UnitId } from '../../../domain/units/catalogue.js';
import type { OrderView } from './order-view.js';

const timeZone = 'Europe/Vienna';
const longDate = new Intl.DateTimeFormat('de-AT', {
  timeZone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDate = new Intl.DateTimeFormat('de-AT', { timeZone, day: '2-digit', month: '2-digit' });
const clock = new Intl.DateTimeFormat('de-AT', {
  timeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Freitag, 20. November 2026, 12:30 Uhr' in Vienna, whatever the server's zone. */
export function formatDateTime(instant: Date): string {
  return `${longDate.format(instant)}, ${formatClock(instant)}`;
}

/** '12:30 Uhr' in Vienna. */
export function formatClock(instant: Date): string {
  return `${clock.format(instant)} Uhr`;
}

/** '20.11. 12:30' in Vienna, for the few characters of an SMS. */
export function formatShortDateTime(instant: Date): string {
  return `${shortDate.format(instant)} ${clock.format(instant)}`;
}

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Barzahlung',
  'atm-card': 'Bankomatkarte',
  'hydro-ag-voucher': 'Hydro AG Gutschein',
  mollie: 'Online-Zahlung (Mollie)',
  datatrans: 'Online-Zahlung (Datatrans)',
};

export function methodLabel(order: Pick<OrderView['order'], 'method' | 'tableIdentifier'>): string {
  const label = orderMethodLabels[order.method];
  return order.method === 'dineIn' && order.tableIdentifier
    ? `${label}, Tisch ${order.tableIdentifier}`
    : label;
}

/** '2 Stk.', '0,25 kg'. */
export function formatAmount(amount: number, unit: UnitId): string {
  return `${formatNumber(amount, 3)} ${unitLabel(unit)}`;
}

/** '12:30 Uhr' style appointment text, or the promise of "as soon as possible". */
export function appointmentText(appointment: Date | null): string {
  return appointment ? formatDateTime(appointment) : 'So bald wie möglich';
}

export function ticketText(ticketNumber: number | null): string {
  return ticketNumber === null ? '' : ` Nr. ${ticketNumber}`;
}

/** 'Max Muster', or the company with the person when the order is a company's. */
export function customerName(contact: OrderView['order']['contact']): string {
  const person = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  const company = contact.isCompany ? contact.companyName : '';
  return [company, person].filter(Boolean).join(', ');
}

/** 'Café Tischlein Dornbirn Marktplatz': the branch as guests know it, with the shop's name once. */
export function branchTitle(view: Pick<OrderView, 'shopName' | 'branch'>): string {
  const { name } = view.branch;
  return name.toLowerCase().startsWith(view.shopName.toLowerCase()) ? name : `${view.shopName} ${name}`;
}
