import type { OpeningHoursRule } from './rules.js';

interface HoursOfBranch {
  openingHours: OpeningHoursRule[];
  deliveryHours: OpeningHoursRule[];
  isDeliveryHoursEnabled: boolean;
}

/** Without their own delivery hours a branch delivers whenever it is open. */
export function deliveryRules(branch: HoursOfBranch): OpeningHoursRule[] {
  return branch.isDeliveryHoursEnabled ? branch.deliveryHours : branch.openingHours;
}
