import type { OrderMethod } from '../cart/order-method.js';
import type { Product } from '../schemas/catalog.js';
import { roundHalfAwayFromZero } from './rounding.js';

export type TaxFields = Pick<Product, 'tax' | 'takeawayTax' | 'dineInTax'>;

/** Austria taxes food eaten in and taken away differently, so the rate follows the method. */
export function taxRateFor(product: TaxFields, method: OrderMethod): number {
  switch (method) {
    case 'delivery':
      return product.tax;
    case 'takeaway':
      return product.takeawayTax;
    case 'dineIn':
      return product.dineInTax;
  }
}

export function taxRatesOf(product: TaxFields): Record<OrderMethod, number> {
  return { delivery: product.tax, takeaway: product.takeawayTax, dineIn: product.dineInTax };
}

/**
 * Net = gross / (1 + rate/100), rounded to cents. Written as gross × 100 / (100 + rate) so that
 * whole-number rates divide exactly where they can (1100 at 10 % is 1000, not 999.9999…).
 */
export function netFromGross(gross: number, rate: number): number {
  return roundHalfAwayFromZero((gross * 100) / (100 + rate));
}

export interface TaxLine {
  rate: number;
  gross: number;
  net: number;
  tax: number;
}

/**
 * Taxes summed per rate (spec, section 9): the gross of all lines with a rate is added first and
 * the net taken once from the sum, so rounding happens once per rate and not once per line.
 * Tax is the remainder, which makes net + tax = gross exact. Rates without gross are left out;
 * sorted by rate, the order a receipt lists them in.
 */
export function summariseTaxes(lines: readonly { gross: number; taxRate: number }[]): TaxLine[] {
  const grossByRate = new Map<number, number>();
  for (const line of lines) grossByRate.set(line.taxRate, (grossByRate.get(line.taxRate) ?? 0) + line.gross);
  return [...grossByRate]
    .filter(([, gross]) => gross !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => {
      const net = netFromGross(gross, rate);
      return { rate, gross, net, tax: gross - net };
    });
}
