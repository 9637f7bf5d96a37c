/** Money is integer cents everywhere; only the display turns it into a de-AT string. */
export function formatMoney(cents: number, currency = 'EUR'): string {
  return new Intl.NumberFormat('de-AT', { style: 'currency', currency }).format(cents / 100);
}

export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat('de-AT', { maximumFractionDigits }).format(value);
}
