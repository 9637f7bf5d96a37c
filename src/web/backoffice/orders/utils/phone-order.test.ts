import { describe, expect, it } from 'vitest';
import { bergkaese, breakfast, makeProduct } from '../../../../domain/catalog/product-fixtures.js';
import type { Menu } from '../../../../domain/schemas/catalog.js';
import {
  answerSummary,
  appointmentOf,
  counterPaymentMethods,
  emptyPhoneOrder,
  orderableProducts,
  phoneOrderBody,
} from './phone-order.js';

const now = new Date('2026-07-01T08:00:00.000Z');
const item = { productId: 1, amount: 2, unit: 'piece' as const, parts: {} };

function menu(id: number, availableFrom: string, productIds: number[][]): Menu {
  return {
    id,
    name: `Karte ${id}`,
    availableFrom,
    branches: [1],
    catalog: {
      categories: productIds.map((ids, index) => ({
        id: index + 1,
        products: ids.map((productId) => ({ id: productId })),
      })),
    },
  };
}

describe('the phone order', () => {
  it('offers the active menu of the branch in its order, each product once, only what can be ordered now', () => {
    const off = makeProduct({ id: 9, isEnabled: false });
    const menus = [
      menu(1, '2026-06-01T00:00:00.000Z', [[bergkaese.id]]),
      menu(2, '2026-06-15T00:00:00.000Z', [
        [breakfast.id, off.id],
        [bergkaese.id, breakfast.id],
      ]),
      menu(3, '2026-08-01T00:00:00.000Z', [[off.id]]),
    ];
    const products = orderableProducts(menus, [bergkaese, breakfast, off], 1, now);
    expect(products.map((product) => product.id)).toEqual([breakfast.id, bergkaese.id]);
    expect(orderableProducts(menus, [bergkaese], 2, now)).toEqual([]);
  });

  it('takes only payments made at the counter, at the door or at the table', () => {
    const branch = {
      isCashEnabled: true,
      isATMCardEnabled: true,
      isHydroAGVoucherEnabled: false,
      isMollieEnabled: true,
      isDatatransEnabled: false,
    };
    const config = {
      enablePluginCash: true,
      enablePluginATMCard: true,
      enablePluginHydroAGVoucher: true,
      enablePluginMollie: true,
      enablePluginDatatrans: true,
    };
    expect(counterPaymentMethods(branch, config)).toEqual(['cash', 'atm-card']);
  });

  it('reads the wished time in Vienna, empty for as soon as possible', () => {
    expect(appointmentOf('', '')).toBeNull();
    expect(appointmentOf('2026-07-01', '12:30')).toBe('2026-07-01T10:30:00.000Z');
    expect(appointmentOf('2026-07-01', '')).toBeUndefined();
  });

  it('builds the order body with the fields of the method and without the guest’s checkboxes', () => {
    const draft = {
      ...emptyPhoneOrder,
      branchId: 1,
      paymentMethod: 'cash' as const,
      method: 'dineIn' as const,
      table: '5',
      street: 'Marktplatz 1',
      firstName: ' Anna ',
      deliveryArea: 3,
    };
    const body = phoneOrderBody(draft, [item]);
    expect(body).toMatchObject({
      branch: 1,
      isDineIn: true,
      isDelivery: false,
      table: '5',
      deliveryArea: null,
      street: '',
      firstName: 'Anna',
      appointmentDate: null,
      items: [item],
    });
    expect(body).not.toHaveProperty('legalInstructions');
    expect(body).not.toHaveProperty('privacyPolicy');
    const delivery = phoneOrderBody({ ...draft, method: 'delivery' }, [item]);
    expect(delivery).toMatchObject({
      isDelivery: true,
      table: null,
      deliveryArea: 3,
      street: 'Marktplatz 1',
    });
  });

  it('is not ready without a branch, a payment method or a complete time', () => {
    const ready = { ...emptyPhoneOrder, branchId: 1, paymentMethod: 'cash' as const };
    expect(phoneOrderBody(ready, [item])).not.toBeNull();
    expect(phoneOrderBody({ ...ready, branchId: null }, [item])).toBeNull();
    expect(phoneOrderBody({ ...ready, paymentMethod: null }, [item])).toBeNull();
    expect(phoneOrderBody({ ...ready, date: '2026-07-01' }, [item])).toBeNull();
  });

  it('sums up the chosen answers of a line in the order of the parts', () => {
    const parts = {
      Sonderwunsch: { kind: 'text' as const, text: ' Ei hart ' },
      Extras: { kind: 'options' as const, selected: [] },
      Größe: { kind: 'options' as const, selected: ['Großes Frühstück'] },
    };
    expect(answerSummary(breakfast, { parts })).toEqual(['Größe: Großes Frühstück', 'Sonderwunsch: Ei hart']);
    expect(answerSummary(bergkaese, { parts: {} })).toEqual([]);
  });
});
