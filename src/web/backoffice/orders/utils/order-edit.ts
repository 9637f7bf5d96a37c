import { viennaInstant, viennaParts } from '../../../../domain/opening-hours/vienna-time.js';
import type { StaffOrder, StaffOrderUpdate } from '../../../../domain/schemas/staff-order.js';

export const contactFields = [
  'firstName',
  'lastName',
  'companyName',
  'phone',
  'email',
  'street',
  'floor',
  'stairway',
  'door',
  'zipCode',
  'city',
] as const;
export type ContactField = (typeof contactFields)[number];

/** The correction form's values: the appointment as Vienna date and time, or as soon as possible. */
export type OrderEditDraft = Record<ContactField, string> & {
  isAsap: boolean;
  date: string;
  time: string;
  comment: string;
  tableIdentifier: string;
};

export function editDraftOf(order: StaffOrder): OrderEditDraft {
  const at = order.appointment === null ? null : viennaParts(new Date(order.appointment));
  return {
    ...(Object.fromEntries(contactFields.map((field) => [field, order[field]])) as Record<
      ContactField,
      string
    >),
    isAsap: at === null,
    date: at?.date ?? '',
    time: at?.time ?? '',
    comment: order.comment,
    tableIdentifier: order.tableIdentifier ?? '',
  };
}

/**
 * The body of `PUT /api/orders/{id}`, or null when the appointment fields do not name a time. The table
 * is sent only for dine-in orders, where it means something.
 */
export function updateBodyOf(
  order: Pick<StaffOrder, 'id' | 'isDineIn'>,
  draft: OrderEditDraft,
): StaffOrderUpdate | null {
  let appointment: string | null = null;
  if (!draft.isAsap) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(draft.time)) return null;
    appointment = viennaInstant(draft.date, draft.time).toISOString();
  }
  const contact = Object.fromEntries(contactFields.map((field) => [field, draft[field].trim()]));
  return {
    id: order.id,
    ...contact,
    comment: draft.comment,
    appointment,
    ...(order.isDineIn
      ? { tableIdentifier: draft.tableIdentifier.trim() === '' ? null : draft.tableIdentifier.trim() }
      : {}),
  };
}
