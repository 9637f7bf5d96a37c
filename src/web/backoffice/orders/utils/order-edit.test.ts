import { describe, expect, it } from 'vitest';
import type { StaffOrder } from '../../../../domain/schemas/staff-order.js';
import { editDraftOf, updateBodyOf } from './order-edit.js';

const order = {
  id: 9,
  isDineIn: false,
  appointment: '2026-07-01T10:30:00.000Z',
  comment: 'Bitte klingeln',
  tableIdentifier: null,
  firstName: 'Anna',
  lastName: 'Huber',
  companyName: '',
  phone: '+436641234567',
  email: 'anna@example.at',
  street: 'Marktplatz 1',
  floor: '',
  stairway: '',
  door: '',
  zipCode: '6850',
  city: 'Dornbirn',
} as StaffOrder;

describe('correcting an order', () => {
  it('shows the appointment in Vienna time', () => {
    const draft = editDraftOf(order);
    expect(draft).toMatchObject({ isAsap: false, date: '2026-07-01', time: '12:30', firstName: 'Anna' });
    expect(editDraftOf({ ...order, appointment: null })).toMatchObject({ isAsap: true, date: '', time: '' });
  });

  it('sends back the id, trimmed contact fields and the appointment as an instant', () => {
    const draft = { ...editDraftOf(order), time: '13:15', lastName: ' Gruber ' };
    expect(updateBodyOf(order, draft)).toMatchObject({
      id: 9,
      lastName: 'Gruber',
      appointment: '2026-07-01T11:15:00.000Z',
      comment: 'Bitte klingeln',
    });
  });

  it('sends null for as soon as possible, and refuses an incomplete time', () => {
    expect(updateBodyOf(order, { ...editDraftOf(order), isAsap: true })?.appointment).toBeNull();
    expect(updateBodyOf(order, { ...editDraftOf(order), time: '' })).toBeNull();
  });

  it('sends the table only for dine-in orders', () => {
    expect(updateBodyOf(order, editDraftOf(order))).not.toHaveProperty('tableIdentifier');
    const dineIn = { ...order, isDineIn: true, tableIdentifier: '5' };
    expect(
      updateBodyOf(dineIn, { ...editDraftOf(dineIn), tableIdentifier: ' ' })?.tableIdentifier,
    ).toBeNull();
    expect(updateBodyOf(dineIn, editDraftOf(dineIn))?.tableIdentifier).toBe('5');
  });
});
