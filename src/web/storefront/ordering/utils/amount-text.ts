// No thousands separator: the picker reads its own text back with parseAmountInput, which would take
// '1.000' for one.
const amountFormat = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 3, useGrouping: false });

/** An amount as the quantity field and the cart show it: '0,5', '20', '1000'. */
export function amountText(amount: number): string {
  return amountFormat.format(amount);
}
