import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/format.js';
import { cartTotals } from './cart-totals.js';
import { deliveryNotices, freeDeliveryHint, minimumOrderMessage } from './delivery-notices.js';

const zone = { price: 350, tax: 20, free: false, freeFromOrderValue: 3000, minimumOrderValue: 1500 };

describe('delivery notices', () => {
  it('words the minimum order and free delivery as the spec does', () => {
    expect(minimumOrderMessage(1500)).toBe(
      `Sie haben den Mindestbestellwert in Höhe von ${formatMoney(1500)} leider noch nicht erreicht.`,
    );
    expect(freeDeliveryHint(3000)).toBe(`Kostenlose Lieferung ab ${formatMoney(3000)}.`);
  });

  it('blocks below the minimum, naming the missing amount, and hints at free delivery', () => {
    const totals = cartTotals({
      lines: [{ total: 1020, taxRate: 10 }],
      method: 'delivery',
      deliveryArea: zone,
    });
    expect(deliveryNotices(totals, zone)).toEqual([
      minimumOrderMessage(1500),
      `Es fehlen noch ${formatMoney(480)}.`,
      freeDeliveryHint(3000),
    ]);
  });

  it('only hints at free delivery once the minimum is reached, and says nothing once free', () => {
    const between = cartTotals({
      lines: [{ total: 2000, taxRate: 10 }],
      method: 'delivery',
      deliveryArea: zone,
    });
    expect(deliveryNotices(between, zone)).toEqual([freeDeliveryHint(3000)]);
    const free = cartTotals({
      lines: [{ total: 3000, taxRate: 10 }],
      method: 'delivery',
      deliveryArea: zone,
    });
    expect(deliveryNotices(free, zone)).toEqual([]);
  });

  it('says nothing for takeaway', () => {
    const totals = cartTotals({
      lines: [{ total: 100, taxRate: 10 }],
      method: 'takeaway',
      deliveryArea: zone,
    });
    expect(deliveryNotices(totals, zone)).toEqual([]);
  });
});
