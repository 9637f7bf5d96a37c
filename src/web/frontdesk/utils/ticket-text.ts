import type { OrderMethod } from '../../../domain/cart/order-method.js';
import { formatNumber } from '../../../domain/money/format.js';
import { addDays, viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import type { StaffOrder } from '../../../domain/schemas/staff-order.js';
import { unitIds, unitLabel, type UnitId } from '../../../domain/units/catalogue.js';
import { ordersDe } from '../../i18n/orders.js';
import { t } from '../../i18n/t.js';

type Item = StaffOrder['items'][number];
type Part = Item['parts'][number];

const text = ordersDe.ticket;

/** 'Nr. 12'; orders of a shop that switched ticket numbers off are named by their id. */
export function orderName(order: Pick<StaffOrder, 'id' | 'ticketNumber'>): string {
  return order.ticketNumber === null
    ? t(text.noNumber, { id: order.id })
    : t(text.number, { n: order.ticketNumber });
}

function germanDate(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/** An instant as the counter reads it: 'Heute, 12:30 Uhr', 'Morgen, 08:00 Uhr' or '24.11.2026, 12:30 Uhr' (Vienna). */
export function whenText(iso: string, now: Date): string {
  const { date, time } = viennaParts(new Date(iso));
  const today = viennaParts(now).date;
  if (date === today) return t(text.today, { time });
  if (date === addDays(today, 1)) return t(text.tomorrow, { time });
  return t(text.dateTime, { date: germanDate(date), time });
}

export function appointmentText(order: Pick<StaffOrder, 'appointment'>, now: Date): string {
  return order.appointment === null ? text.asap : whenText(order.appointment, now);
}

/** 'HH:mm' in Vienna. */
export function clockTime(iso: string): string {
  return viennaParts(new Date(iso)).time;
}

export function methodOf(order: Pick<StaffOrder, 'isDelivery' | 'isDineIn'>): OrderMethod {
  if (order.isDelivery) return 'delivery';
  return order.isDineIn ? 'dineIn' : 'takeaway';
}

// The order carries the unit as a plain string; an unknown one is shown as it came.
const isUnitId = (unit: string): unit is UnitId => unitIds.some((id) => id === unit);

/** '2 Stk.', '0,5 kg'. */
export function amountText(item: Pick<Item, 'amount' | 'unit'>): string {
  return t(text.amount, {
    amount: formatNumber(item.amount, 3),
    unit: isUnitId(item.unit) ? unitLabel(item.unit) : item.unit,
  });
}

/** 'Beilage: Pommes, Salat'; blank answers and upload ids become nothing and 'n Datei(en)'. */
export function partText(part: Part): string {
  const answers = part.options.map((option) => option.name);
  if (part.text !== null && part.text.trim() !== '') answers.push(part.text.trim());
  if (part.uploadIds.length > 0) answers.push(t(text.files, { n: part.uploadIds.length }));
  return `${part.name}: ${answers.join(', ')}`;
}

/** The guest as the counter calls them: the company for company orders, else first and last name. */
export function customerName(
  order: Pick<StaffOrder, 'isCompany' | 'companyName' | 'firstName' | 'lastName'>,
): string {
  const person = `${order.firstName} ${order.lastName}`.trim();
  if (order.isCompany && order.companyName.trim() !== '') {
    return person === '' ? order.companyName.trim() : `${order.companyName.trim()} (${person})`;
  }
  return person;
}
