import { addDays, viennaInstant, viennaParts } from '../opening-hours/vienna-time.js';
import type { Product } from '../schemas/catalog.js';

export type LeadTimeFields = Pick<Product, 'isLeadTimeEnabled' | 'leadTimeType' | 'leadTimeValue'>;

const MINUTE = 60_000;

/**
 * The earliest time the product can be ready when ordered at `instant`. Minutes and hours are
 * elapsed time. Days and weeks are calendar days in Vienna: a cake ordered on Saturday 10:00 with
 * two days' lead time is ready Monday 10:00 even when the clocks change on Sunday, where adding
 * 48 hours would say 09:00 or 11:00. A clock time the change skips moves to the first instant
 * after the gap; a repeated one resolves to its first occurrence (`viennaInstant`).
 */
export function earliestTime(product: LeadTimeFields, instant: Date): Date {
  if (!product.isLeadTimeEnabled || product.leadTimeValue <= 0) return instant;
  const value = product.leadTimeValue;
  switch (product.leadTimeType) {
    case 'minutes':
      return new Date(instant.getTime() + value * MINUTE);
    case 'hours':
      return new Date(instant.getTime() + value * 60 * MINUTE);
    case 'days':
    case 'weeks': {
      const days = product.leadTimeType === 'weeks' ? value * 7 : value;
      const { date, time } = viennaParts(instant);
      // viennaParts reads whole minutes; the seconds are carried over so the result never lies earlier.
      const seconds = ((instant.getTime() % MINUTE) + MINUTE) % MINUTE;
      return new Date(viennaInstant(addDays(date, days), time).getTime() + seconds);
    }
  }
}

/** A cart is ready when its slowest item is: the latest earliest time of its products. */
export function earliestCartTime(products: readonly LeadTimeFields[], instant: Date): Date {
  return products.reduce((latest, product) => {
    const earliest = earliestTime(product, instant);
    return earliest > latest ? earliest : latest;
  }, instant);
}
