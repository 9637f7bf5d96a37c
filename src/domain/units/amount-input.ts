/**
 * A plain decimal as a guest types it: optional sign, digits, one decimal separator. Exponents
 * ('1e9'), 'Infinity', hex and thousands separators are not numbers a guest means in a quantity
 * field, so they count as non-numeric rather than as a billion pieces.
 */
const PLAIN_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Reads the quantity field: commas become decimal points, anything non-numeric becomes 0.
 * The result is not yet valid: negative or oversized values are left for `snapAmount`, which
 * turns them into the minimum or maximum.
 */
export function parseAmountInput(text: string): number {
  const normalised = text.trim().replace(/\s+/g, '').replace(',', '.');
  if (!PLAIN_DECIMAL.test(normalised)) return 0;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : 0;
}
