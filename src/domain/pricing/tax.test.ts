import { describe, expect, it } from 'vitest';
import { netFromGross, summariseTaxes, taxRateFor } from './tax.js';

describe('taxRateFor', () => {
  it('follows the method', () => {
    const product = { tax: 13, takeawayTax: 10, dineInTax: 20 };
    expect(taxRateFor(product, 'delivery')).toBe(13);
    expect(taxRateFor(product, 'takeaway')).toBe(10);
    expect(taxRateFor(product, 'dineIn')).toBe(20);
  });
});

describe('netFromGross', () => {
  it('divides by 1 + rate and rounds to cents', () => {
    expect(netFromGross(1100, 10)).toBe(1000);
    expect(netFromGross(1200, 20)).toBe(1000);
    expect(netFromGross(990, 10)).toBe(900);
    expect(netFromGross(1000, 20)).toBe(833);
    expect(netFromGross(1000, 10)).toBe(909);
    expect(netFromGross(500, 0)).toBe(500);
    // 11 cents at 10 %: exactly 10 net.
    expect(netFromGross(11, 10)).toBe(10);
  });
});

describe('summariseTaxes', () => {
  it('sums the gross per rate first, then rounds the net once per rate', () => {
    // Three lines of 1,00 € at 20 %: per line 83 + 83 + 83 = 249 net; on the sum 250.
    expect(
      summariseTaxes([
        { gross: 100, taxRate: 20 },
        { gross: 100, taxRate: 20 },
        { gross: 990, taxRate: 10 },
        { gross: 100, taxRate: 20 },
        { gross: 0, taxRate: 13 },
      ]),
    ).toEqual([
      { rate: 10, gross: 990, net: 900, tax: 90 },
      { rate: 20, gross: 300, net: 250, tax: 50 },
    ]);
    expect(summariseTaxes([])).toEqual([]);
  });
});
