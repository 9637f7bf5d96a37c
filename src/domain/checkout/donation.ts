/** What the operator gives per order to the recipient the guest chose (spec, section 9), in cents. */
export const DONATION_PER_ORDER = 7;

export function donationAmount(isDonationPluginEnabled: boolean, donatee: number | null): number {
  return isDonationPluginEnabled && donatee !== null ? DONATION_PER_ORDER : 0;
}
