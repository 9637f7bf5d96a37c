import { z } from 'zod';
import { validationMessages as m } from './messages.js';

/*
 * Field builders for entity schemas, so each kind of value is checked one way and answers with the
 * German catalogue's message. Texts are trimmed first: a name of three spaces is blank.
 */

/*
 * Every integer column of the database is PostgreSQL's 32-bit `integer`, and zod's `.int()` allows up to
 * 2^53 - 1: a number in between passed the schema and failed in the database with a 500 ("out of range").
 * Every integer a request carries is bounded here, so the refusal is a German 400 naming the field.
 */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

const textOf = (message: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? m.blank : message) });

/** A text that must be given, at most `max` characters. */
export const requiredText = (max: number) =>
  textOf(m.blank)
    .trim()
    .min(1, { error: m.blank })
    .max(max, { error: m.tooLong(max) });

/** A text that may be empty (stored as ''), at most `max` characters. */
export const optionalText = (max: number) =>
  textOf(m.blank)
    .trim()
    .max(max, { error: m.tooLong(max) })
    .default('');

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** A value that may be absent: missing, null, '' and blanks are stored as null; anything else must fit. */
export const orNull = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());

/** A text that may be absent (stored as null), at most `max` characters. */
export const nullableText = (max: number) =>
  orNull(
    z
      .string()
      .trim()
      .max(max, { error: m.tooLong(max) }),
  );

export const EMAIL_MAX_LENGTH = 254;
export const email = () =>
  textOf(m.email)
    .trim()
    .min(1, { error: m.blank })
    .max(EMAIL_MAX_LENGTH, { error: m.tooLong(EMAIL_MAX_LENGTH) })
    .pipe(z.email({ error: m.email }));

/** Letters, digits and single hyphens: what appears in a URL or a QR code, e.g. 'dornbirn-marktplatz'. */
export const IDENTIFIER_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const identifier = (max = 100) =>
  textOf(m.identifier)
    .trim()
    .min(1, { error: m.blank })
    .max(max, { error: m.tooLong(max) })
    .regex(IDENTIFIER_PATTERN, { error: m.identifier });

/** Spaces, dots, hyphens, slashes and brackets people type into phone numbers; they carry no digits. */
const PHONE_SEPARATORS = /[\s.\-/()]/g;

/**
 * An international phone number as E.164 writes it: '+', a country code and at most 15 digits in all.
 * '+43 664 123 45 67' and '0043 664 1234567' both read as '+436641234567'; undefined when it is none.
 */
export function normalisePhone(input: string): string | undefined {
  const compact = input.trim().replace(PHONE_SEPARATORS, '').replace(/^00/, '+');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : undefined;
}

/**
 * A phone number that `normalisePhone` understands, kept as the operator wrote it ('+43 5572 203140'
 * reads better on the storefront than '+435572203140'); links and SMS use `normalisePhone`.
 */
export const phone = () =>
  textOf(m.phone)
    .trim()
    .refine((value) => normalisePhone(value) !== undefined, { error: m.phone });

/** A web address people can open: http or https. */
export const webAddress = (max = 500) =>
  textOf(m.url)
    .trim()
    .max(max, { error: m.tooLong(max) })
    .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), { error: m.url });

/** IBAN lengths of the SEPA countries Tischlein's customers and their guests bank in. */
const ibanLengths: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  CH: 21,
  CZ: 24,
  DE: 22,
  DK: 18,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  HR: 21,
  HU: 28,
  IE: 22,
  IT: 27,
  LI: 21,
  LU: 20,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  SE: 24,
  SI: 19,
  SK: 24,
};

/** ISO 13616: move the first four characters to the end, letters to numbers (A=10 … Z=35), mod 97 = 1. */
export function isValidIban(input: string): boolean {
  const iban = input.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expectedLength = ibanLengths[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  let remainder = 0;
  for (const character of iban.slice(4) + iban.slice(0, 4)) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
export const iban = () =>
  textOf(m.iban)
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .refine(isValidIban, { error: m.iban });

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;
export const bic = () =>
  textOf(m.bic)
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .refine((value) => BIC_PATTERN.test(value), { error: m.bic });

/** A calendar date 'YYYY-MM-DD' that exists (no 30 February). */
export const isoDate = () => textOf(m.date).pipe(z.iso.date({ error: m.date }));

/** An instant with its offset, e.g. '2026-11-20T09:30:00+01:00' or '…Z'. */
export const isoDateTime = () => textOf(m.dateTime).pipe(z.iso.datetime({ offset: true, error: m.dateTime }));

/** The id of another entity; whether it exists is the database's answer (422 with the field). */
export const reference = () =>
  z
    .number({ error: m.invalidId })
    .int({ error: m.invalidId })
    .positive({ error: m.invalidId })
    .max(INT32_MAX, { error: m.invalidId });

/**
 * A whole number as a path or a query writes it: decimal digits only. Coercion read '0x1', '1e0' and
 * ' 1' as 1, so `DELETE /api/orders/0x1` deleted order 1.
 */
export const decimal = <T extends z.ZodType<unknown, number>>(number: T, message: string) =>
  z
    .string({ error: message })
    .regex(/^(?:0|[1-9]\d*)$/, { error: message })
    .transform(Number)
    .pipe(number);

/** A list of distinct references, in the order given. */
export const references = () =>
  z.array(reference()).refine((ids) => new Set(ids).size === ids.length, { error: m.duplicateEntry });

/**
 * A reference written as `{ id }`, as answers show linked entities (an image, a tag): a form can send
 * back what it read, and the other fields of the linked entity are ignored.
 */
export const referenceItem = () => z.object({ id: reference() });

/** Distinct `{ id }` references, in the order given. */
export const referenceItems = () =>
  z.array(referenceItem()).refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    error: m.duplicateEntry,
  });

/** A whole number that fits a 32-bit column. */
export const wholeNumber = () =>
  z
    .number({ error: m.number })
    .int({ error: m.wholeNumber })
    .min(INT32_MIN, { error: m.tooSmall })
    .max(INT32_MAX, { error: m.tooLarge });
export const cents = () => wholeNumber().min(0, { error: m.notNegative });
