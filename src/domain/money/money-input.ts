/**
 * Amounts typed by staff ('3,50', '3.50', '1.234,50', '€ 12') become integer cents; the field shows cents
 * back as '3,50'. Parsing never rounds: a third decimal is refused rather than silently changed.
 */

const CURRENCY_AND_SPACES = /€|eur|\s/giu;

/** Cents as the back office shows them in an input: decimal comma, no grouping, always two decimals. */
export function formatMoneyInput(cents: number): string {
  const whole = Math.trunc(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole},${fraction}`;
}

function splitDecimal(text: string): { whole: string; fraction: string } | undefined {
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // Both appear: the later one separates the decimals, the other one groups thousands.
    const separator = lastComma > lastDot ? ',' : '.';
    const grouping = separator === ',' ? '.' : ',';
    const at = text.lastIndexOf(separator);
    const whole = text.slice(0, at);
    if (whole.includes(separator) || !/^\d{1,3}([.,]\d{3})*$/.test(whole)) return undefined;
    return { whole: whole.split(grouping).join(''), fraction: text.slice(at + 1) };
  }
  if (lastComma >= 0) {
    if (text.indexOf(',') !== lastComma) return undefined;
    return { whole: text.slice(0, lastComma), fraction: text.slice(lastComma + 1) };
  }
  if (lastDot >= 0) {
    // '1.234' and '1.234.567' group thousands the Austrian way; '3.5' and '3.50' are decimals.
    if (/^\d{1,3}(\.\d{3})+$/.test(text)) return { whole: text.split('.').join(''), fraction: '' };
    if (text.indexOf('.') !== lastDot) return undefined;
    return { whole: text.slice(0, lastDot), fraction: text.slice(lastDot + 1) };
  }
  return { whole: text, fraction: '' };
}

/** The cents an input means, or undefined when it is not a non-negative amount with at most two decimals. */
export function parseMoneyInput(input: string): number | undefined {
  const text = input.replace(CURRENCY_AND_SPACES, '');
  const parts = splitDecimal(text);
  if (parts === undefined) return undefined;
  const whole = parts.whole === '' ? '0' : parts.whole;
  if (!/^\d+$/.test(whole) || !/^\d{0,2}$/.test(parts.fraction)) return undefined;
  if (parts.whole === '' && parts.fraction === '') return undefined;
  const cents = Number(whole) * 100 + Number(parts.fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}
