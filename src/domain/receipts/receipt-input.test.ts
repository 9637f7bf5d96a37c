import { describe, expect, it } from 'vitest';
import type { StaffOrder } from '../schemas/staff-order.js';
import { receiptLines } from './receipt.js';
import { receiptFixture } from './receipt-fixture.js';
import { receiptInputOf } from './receipt-input.js';
import { testReceiptLines } from './test-receipt.js';

function staffOrder(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    ...receiptFixture().order,
    status: 'confirmed',
    allowedActions: [],
    isCompany: false,
    companyName: '',
    phone: '+436641234567',
    email: 'anna@example.at',
    street: 'Bahnhofstraße 3',
    floor: '2',
    stairway: '',
    door: '',
    zipCode: '6850',
    city: 'Dornbirn',
    country: 'AT',
    deliveryAddress: ['Anna Müller', 'Bahnhofstraße 3, Stock 2', '6850 Dornbirn'],
    paymentStatus: null,
    placedAt: '2026-11-20T08:31:00.000Z',
    isUnacknowledged: false,
    updatedAt: '2026-11-20T08:31:00.000Z',
    ...overrides,
  };
}

const texts = (order: StaffOrder, showCustomerData = true) =>
  receiptLines(
    receiptInputOf(order, { businessName: 'Café Tischlein GmbH', currency: 'EUR' }, showCustomerData),
  )
    .map((line) => ('text' in line ? line.text : 'left' in line ? `${line.left} ${line.right}` : '—'))
    // Amounts carry a no-break space between sign and number.
    .map((text) => text.replace(/\s/gu, ' '));

describe('receipt of a staff order', () => {
  it('prints the orderer once and the address the driver needs', () => {
    const printed = texts(staffOrder());
    expect(printed.filter((text) => text === 'Anna Müller')).toHaveLength(1);
    expect(printed).toContain('Bahnhofstraße 3, Stock 2');
    expect(printed).toContain('6850 Dornbirn');
    expect(printed).toContain('Tel. +436641234567');
  });

  it('keeps a different recipient and the company of a company order', () => {
    const printed = texts(
      staffOrder({
        isCompany: true,
        companyName: 'Hydro AG',
        deliveryAddress: ['Hydro AG Empfang', 'Karl Berger', 'Werkstraße 1', '6850 Dornbirn'],
      }),
    );
    expect(printed).toContain('Hydro AG');
    expect(printed).toContain('Hydro AG Empfang');
    expect(printed).toContain('Karl Berger');
  });

  it('leaves every customer line out when staff hide customer data', () => {
    const printed = texts(staffOrder(), false);
    expect(printed).not.toContain('Anna Müller');
    expect(printed).not.toContain('Bahnhofstraße 3, Stock 2');
    expect(printed).toContain('Gesamt € 38,05');
  });

  it('prints a test receipt with the device and the time in Vienna', () => {
    const lines = testReceiptLines(
      'Tischlein',
      { identifier: 'drucker-theke', name: 'Theke' },
      new Date('2026-11-20T08:30:00Z'),
    );
    const printed = lines.map((line) => ('text' in line ? line.text : ''));
    expect(printed).toContain('Testdruck');
    expect(printed).toContain('Gerät: Theke (drucker-theke)');
    expect(printed).toContain('Gesendet: 20.11.2026 09:30 Uhr');
  });
});
