import { formatMoneyInput, parseMoneyInput } from '../../../domain/money/money-input.js';
import { viennaInstant, viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import { backoffice } from '../../i18n/backoffice.js';
import type { FormField } from './form-fields.js';

/**
 * What the form's inputs hold, per field: texts, numbers, dates and single references as the strings
 * the inputs show; booleans as booleans; several references as ids; lists as strings; special editors
 * the API's value itself; anything else as JSON text.
 */
export type FormValues = Record<string, unknown>;

const DATETIME_LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

function idOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number')
    return value.id;
  return undefined;
}

function referenceOut(field: FormField, id: number): unknown {
  return field.referenceShape === 'object' ? { id } : id;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/** An instant as Vienna clocks show it, for <input type="datetime-local">. */
export function toViennaLocal(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const { date, time } = viennaParts(instant);
  return `${date}T${time}`;
}

/** A Vienna wall-clock reading from <input type="datetime-local"> as an instant with offset. */
export function fromViennaLocal(value: string): string {
  const match = DATETIME_LOCAL.exec(value);
  if (!match?.[1] || !match[2]) return value;
  return viennaInstant(match[1], match[2]).toISOString();
}

export function toFormValue(field: FormField, value: unknown): unknown {
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'date':
      return text(value).slice(0, 10);
    case 'datetime':
      return toViennaLocal(value);
    case 'time':
      return text(value).slice(0, 5);
    case 'reference':
      return text(idOf(value));
    case 'references':
      return Array.isArray(value) ? value.map(idOf).filter((id): id is number => id !== undefined) : [];
    case 'list':
      return Array.isArray(value) ? value.map(text) : [];
    case 'money':
      return typeof value === 'number' ? formatMoneyInput(value) : '';
    case 'editor':
      return value;
    case 'json':
      return value === undefined ? '' : JSON.stringify(value, null, 2);
    case 'text':
    case 'textarea':
    case 'email':
    case 'password':
    case 'integer':
    case 'number':
    case 'enum':
      return text(value);
  }
}

/** The form's starting values: a record's own, or each field's initial value for a new one. */
export function toFormValues(fields: readonly FormField[], record: Record<string, unknown> | undefined) {
  return Object.fromEntries(
    fields.map((field) => [field.name, toFormValue(field, record ? record[field.name] : field.initial)]),
  );
}

type Converted = { value: unknown } | { omit: true } | { error: string };

function parseNumber(raw: string, integer: boolean): number | undefined {
  const normalised = raw.trim().replace(',', '.');
  if (normalised === '') return undefined;
  const number = Number(normalised);
  if (!Number.isFinite(number) || (integer && !Number.isInteger(number))) return undefined;
  return number;
}

function emptyValue(field: FormField): Converted {
  if (field.nullable) return { value: null };
  if (!field.required) return { omit: true };
  return { value: null };
}

function convertNumber(field: FormField, raw: string, integer: boolean): Converted {
  if (raw.trim() === '') return emptyValue(field);
  const number = parseNumber(raw, integer);
  return number === undefined ? { error: backoffice.form.numberInvalid } : { value: number };
}

function convertScalar(kind: FormField['itemKind'], raw: string): unknown {
  if (kind === 'integer' || kind === 'number') return parseNumber(raw, kind === 'integer') ?? raw;
  return raw;
}

function fromFormValue(field: FormField, value: unknown): Converted {
  const raw = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'boolean':
      return { value: value === true };
    case 'integer':
      return convertNumber(field, raw, true);
    case 'number':
      return convertNumber(field, raw, false);
    case 'money': {
      if (raw.trim() === '') return emptyValue(field);
      const cents = parseMoneyInput(raw);
      return cents === undefined ? { error: backoffice.form.moneyInvalid } : { value: cents };
    }
    case 'reference':
      return raw === '' ? emptyValue(field) : { value: referenceOut(field, Number(raw)) };
    case 'references':
      return {
        value: (Array.isArray(value) ? value : [])
          .filter((id): id is number => typeof id === 'number')
          .map((id) => referenceOut(field, id)),
      };
    case 'list':
      return {
        value: (Array.isArray(value) ? value : [])
          .map((entry) => (typeof entry === 'string' ? entry : ''))
          .filter((entry) => entry.trim() !== '')
          .map((entry) => convertScalar(field.itemKind, entry)),
      };
    case 'datetime':
      return raw === '' ? emptyValue(field) : { value: fromViennaLocal(raw) };
    case 'password':
      // An empty password field keeps the current password.
      return raw === '' ? { omit: true } : { value: raw };
    case 'editor':
      return { value };
    case 'json':
      if (raw.trim() === '') return emptyValue(field);
      try {
        return { value: JSON.parse(raw) as unknown };
      } catch {
        return { error: backoffice.form.jsonInvalid };
      }
    case 'text':
    case 'textarea':
    case 'email':
    case 'enum':
    case 'date':
    case 'time':
      if (raw === '' && (field.nullable || !field.required)) return emptyValue(field);
      return { value: raw };
  }
}

/**
 * The payload for POST/PUT. Values the browser cannot turn into the API's type (a number that is none,
 * broken JSON) come back as errors by field, in the form's order, and nothing is sent.
 */
export function fromFormValues(
  fields: readonly FormField[],
  values: FormValues,
): { payload: Record<string, unknown>; errors: { field: string; message: string }[] } {
  const payload: Record<string, unknown> = {};
  const errors: { field: string; message: string }[] = [];
  for (const field of fields) {
    const converted = fromFormValue(field, values[field.name]);
    if ('error' in converted) errors.push({ field: field.name, message: converted.error });
    else if ('value' in converted) payload[field.name] = converted.value;
  }
  return { payload, errors };
}
