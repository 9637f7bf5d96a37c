import { isOpenAt } from '../opening-hours/shifts.js';
import type { Product } from '../schemas/catalog.js';

export type AvailabilityFields = Pick<Product, 'isEnabled' | 'schedule' | 'isVisibleWhenUnavailable'>;

/** An empty schedule counts as none: the operator has not limited the product to certain hours. */
export function isProductAvailable(product: Pick<Product, 'isEnabled' | 'schedule'>, instant: Date): boolean {
  if (!product.isEnabled) return false;
  const schedule = product.schedule;
  return schedule === null || schedule.length === 0 || isOpenAt(schedule, instant);
}

export type ProductVisibility = 'available' | 'unavailable' | 'hidden';

/** Unavailable products are shown greyed only where the operator wants guests to know they exist. */
export function productVisibility(product: AvailabilityFields, instant: Date): ProductVisibility {
  if (isProductAvailable(product, instant)) return 'available';
  return product.isVisibleWhenUnavailable ? 'unavailable' : 'hidden';
}
