import { checkoutMessages } from './messages.js';

// Text, at sign, text, dot, text (spec, section 5, the forms' rule); no spaces, one at sign.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(input: string): boolean {
  return EMAIL.test(input.trim());
}

export function emailError(input: string, isRequired: boolean): string | null {
  if (input.trim() === '') return isRequired ? checkoutMessages.emailRequired : null;
  return isValidEmail(input) ? null : checkoutMessages.emailFormat;
}
