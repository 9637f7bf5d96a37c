/**
 * The operator's donation per order, in cents, as the checkout announces it (spec, section 9: "0.07
 * per order, funded by the operator"). The order's own donationAmount is what the server recorded.
 */
export const DONATION_AMOUNT = 7;
