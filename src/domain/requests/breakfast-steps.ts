import { requestMessages } from './messages.js';

/**
 * The breakfast request's steps and their rules (storefront spec, sections 2, 4 and 5), without zod so
 * the steps can check themselves on every key press.
 */
export const breakfastSteps = [
  'termin',
  'personenanzahl',
  'fruehstuecksart',
  'zusammenfassung',
  'daten',
] as const;
export type BreakfastStep = (typeof breakfastSteps)[number];

export type BreakfastGroup = { amount: number | string; people: Record<string, string> };
export type BreakfastConfig = Record<string, BreakfastGroup>;

export type BreakfastFormData = {
  date: string;
  breakfastConfig: BreakfastConfig;
  name: string;
  phone: string;
  email: string;
  comment: string;
};

export const emptyBreakfastForm = (): BreakfastFormData => ({
  date: '',
  breakfastConfig: {},
  name: '',
  phone: '',
  email: '',
  comment: '',
});

export const NAME_MIN_LENGTH = 2;
export const PHONE_MIN_LENGTH = 6;
/** Text, at sign, text, dot, text. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What a form says under a guest's name, phone or e-mail that fails its rule: the server's own words for
 * it, so a screen reader hears the same sentence the server would answer.
 */
export const contactFieldMessages = {
  name: requestMessages.tooShort(NAME_MIN_LENGTH),
  phone: requestMessages.tooShort(PHONE_MIN_LENGTH),
  email: requestMessages.email,
} as const;

/** Amounts may arrive as numeric strings; anything else counts as none. */
export function amountOf(group: BreakfastGroup | undefined): number {
  const amount = Number(group?.amount ?? 0);
  return Number.isInteger(amount) && amount > 0 ? amount : 0;
}

export function personsOf(config: BreakfastConfig): number {
  return Object.values(config).reduce((sum, group) => sum + amountOf(group), 0);
}

/** A new amount for a group: surplus people are dropped, and zero removes the group. */
export function withAmount(config: BreakfastConfig, group: string, amount: number): BreakfastConfig {
  const { [group]: current, ...others } = config;
  const next = Math.max(0, Math.floor(amount));
  if (next === 0) return others;
  const people = Object.fromEntries(
    Object.entries(current?.people ?? {}).filter(([index]) => Number(index) >= 1 && Number(index) <= next),
  );
  return { ...others, [group]: { amount: next, people } };
}

export function withVariant(config: BreakfastConfig, group: string, person: number, variant: string) {
  const current = config[group];
  if (!current || person < 1 || person > amountOf(current)) return config;
  return { ...config, [group]: { ...current, people: { ...current.people, [String(person)]: variant } } };
}

export type StepErrors = Partial<
  Record<'date' | 'groupAmount' | 'breakfastConfig' | 'name' | 'phone' | 'email', true>
>;

/** Failing fields of a step and every step before it: forward needs them all valid. */
export function breakfastStepErrors(form: BreakfastFormData, step: BreakfastStep): StepErrors {
  const errors: StepErrors = {};
  const index = breakfastSteps.indexOf(step);
  if (!form.date) errors.date = true;
  if (index >= 1 && personsOf(form.breakfastConfig) === 0) errors.groupAmount = true;
  if (index >= 2) {
    const missing = Object.values(form.breakfastConfig).some((group) =>
      Array.from({ length: amountOf(group) }, (_, i) => group.people[String(i + 1)]).some(
        (variant) => !variant,
      ),
    );
    if (missing) errors.breakfastConfig = true;
  }
  if (index >= 4) {
    if (form.name.trim().length < NAME_MIN_LENGTH) errors.name = true;
    if (form.phone.trim().length < PHONE_MIN_LENGTH) errors.phone = true;
    if (!SIMPLE_EMAIL.test(form.email.trim())) errors.email = true;
  }
  return errors;
}

export const isStepValid = (form: BreakfastFormData, step: BreakfastStep): boolean =>
  Object.keys(breakfastStepErrors(form, step)).length === 0;

/** Session storage keeps whatever was typed; only the known keys of the right kind come back. */
export function restoreBreakfastForm(stored: unknown): BreakfastFormData {
  const form = emptyBreakfastForm();
  if (typeof stored !== 'object' || stored === null) return form;
  const record = stored as Record<string, unknown>;
  for (const key of ['date', 'name', 'phone', 'email', 'comment'] as const) {
    const value = record[key];
    if (typeof value === 'string') form[key] = value;
  }
  const config = record.breakfastConfig;
  if (typeof config === 'object' && config !== null) {
    for (const [group, value] of Object.entries(config as Record<string, unknown>)) {
      if (typeof value !== 'object' || value === null) continue;
      const { amount, people } = value as Record<string, unknown>;
      if (typeof amount !== 'number' && typeof amount !== 'string') continue;
      const entries = typeof people === 'object' && people !== null ? Object.entries(people) : [];
      form.breakfastConfig[group] = {
        amount,
        people: Object.fromEntries(
          entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        ),
      };
    }
  }
  return form;
}
