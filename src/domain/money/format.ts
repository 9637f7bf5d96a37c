// Building an Intl formatter costs far more than formatting with it (it showed in the order benchmark:
// every mail formats dozens of amounts), so each distinct format is built once.
const currencyFormats = new Map<string, Intl.NumberFormat>();
const numberFormats = new Map<number, Intl.NumberFormat>();

/** Money is integer cents everywhere; only the display turns it into a de-AT string. */
export function formatMoney(cents: number, currency = 'EUR'): string {
  let format = currencyFormats.get(currency);
  if (format === undefined) {
    format = new Intl.NumberFormat('de-AT', { style: 'currency', currency });
    currencyFormats.set(currency, format);
  }
  return format.format(cents / 100);
}

export function formatNumber(value: number, maximumFractionDigits = 2): string {
  let format = numberFormats.get(maximumFractionDigits);
  if (format === undefined) {
    format = new Intl.NumberFormat('de-AT', { maximumFractionDigits });
    numberFormats.set(maximumFractionDigits, format);
  }
  return format.format(value);
}
