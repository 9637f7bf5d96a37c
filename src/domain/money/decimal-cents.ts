/**
 * Payment providers speak money as decimal strings ('12.30'); we keep integer cents. Both directions work
 * on digits only, never through a floating-point number, so 0.1 + 0.2 style drift cannot creep in.
 * Two decimals: the currencies Tischlein takes (EUR, CHF) have cents.
 */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const sign = cents < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const decimalPattern = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Reads '12.30', '12.3', '12' or '-0.35'; anything else (more decimals, exponents, spaces) is refused. */
export function decimalToCents(value: string): number {
  const match = decimalPattern.exec(value);
  if (!match) throw new RangeError(`Not a decimal amount with at most two decimals: '${value}'`);
  const [, sign, whole = '', fraction = ''] = match;
  const cents = Number(`${whole}${fraction.padEnd(2, '0')}`);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount too large: '${value}'`);
  return sign === '-' && cents !== 0 ? -cents : cents;
}
