import { describe, expect, it } from 'vitest';
import {
  amountText,
  appointmentText,
  customerName,
  methodOf,
  orderName,
  partText,
  whenText,
} from './ticket-text.js';

const now = new Date('2026-07-01T08:00:00.000Z'); // 10:00 in Vienna (CEST)

describe('ticket texts', () => {
  it('name an order by its ticket number, or by its id where tickets are off', () => {
    expect(orderName({ id: 40, ticketNumber: 12 })).toBe('Nr. 12');
    expect(orderName({ id: 40, ticketNumber: null })).toBe('Bestellung 40');
  });

  it('say today or tomorrow for the next two days and the date otherwise, in Vienna time', () => {
    expect(whenText('2026-07-01T10:30:00.000Z', now)).toBe('Heute, 12:30 Uhr');
    expect(whenText('2026-07-01T22:30:00.000Z', now)).toBe('Morgen, 00:30 Uhr');
    expect(whenText('2026-07-02T22:30:00.000Z', now)).toBe('03.07.2026, 00:30 Uhr');
    expect(whenText('2026-06-30T10:00:00.000Z', now)).toBe('30.06.2026, 12:00 Uhr');
    expect(appointmentText({ appointment: null }, now)).toBe('So bald wie möglich');
  });

  it('write amounts with a decimal comma and the unit label', () => {
    expect(amountText({ amount: 2, unit: 'piece' })).toBe('2 Stk.');
    expect(amountText({ amount: 0.5, unit: 'kilogram' })).toBe('0,5 kg');
    expect(amountText({ amount: 1, unit: 'Kiste' })).toBe('1 Kiste');
  });

  it('list the answers of a part', () => {
    expect(
      partText({
        name: 'Beilage',
        options: [
          { name: 'Pommes', price: 0 },
          { name: 'Salat', price: 50 },
        ],
        text: null,
        uploadIds: [],
      }),
    ).toBe('Beilage: Pommes, Salat');
    expect(partText({ name: 'Wunsch', options: [], text: '  ohne Zwiebel ', uploadIds: [] })).toBe(
      'Wunsch: ohne Zwiebel',
    );
    expect(partText({ name: 'Foto', options: [], text: null, uploadIds: [3, 4] })).toBe('Foto: 2 Datei(en)');
  });

  it('name the method as the spec does', () => {
    expect(methodOf({ isDelivery: true, isDineIn: false })).toBe('delivery');
    expect(methodOf({ isDelivery: false, isDineIn: true })).toBe('dineIn');
    expect(methodOf({ isDelivery: false, isDineIn: false })).toBe('takeaway');
  });

  it('call a company order by the company and the person', () => {
    const person = { isCompany: false, companyName: '', firstName: 'Anna', lastName: 'Huber' };
    expect(customerName(person)).toBe('Anna Huber');
    expect(customerName({ ...person, isCompany: true, companyName: 'Tischlerei Fink' })).toBe(
      'Tischlerei Fink (Anna Huber)',
    );
    expect(customerName({ ...person, firstName: '', lastName: '' })).toBe('');
  });
});
