import { checkoutMessages } from './messages.js';

/** While typing: digits, plus and spaces stay, so '+43 664 123' can be read back (spec, section 5). */
export function filterPhoneInput(input: string): string {
  return input.replace(/[^\d+ ]/g, '');
}

/** On change and before sending: only plus and digits, and a leading 00 becomes + (spec, section 5). */
export function normalizePhone(input: string): string {
  const compact = input.replace(/[^\d+]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

// E.164: a plus, a country code that does not start with 0, at most 15 digits. Six digits at least,
// since nothing shorter reaches anybody; the spec's own example has 12.
const INTERNATIONAL_NUMBER = /^\+[1-9]\d{5,14}$/;

/** The spec's one message covers every malformed number: it shows the format that works. */
export function phoneError(input: string, isRequired: boolean): string | null {
  const phone = normalizePhone(input);
  if (phone === '') return isRequired ? checkoutMessages.phoneRequired : null;
  return INTERNATIONAL_NUMBER.test(phone) ? null : checkoutMessages.phoneFormat;
}
