import { formatMoney, formatNumber } from '../../../domain/money/format.js';
import { viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import { backoffice } from '../../i18n/backoffice.js';
import { nameFields } from './entity-catalogue.js';
import { truncate } from '../../../domain/text/truncate.js';

export { truncate };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function germanDate(date: string): string {
  const match = ISO_DATE.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : date;
}

/** A date or an instant the way staff in Vienna read it: 01.07.2026 or 01.07.2026 09:30. */
export function dateText(value: string): string {
  if (ISO_DATE.test(value)) return germanDate(value);
  if (!ISO_DATETIME.test(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const { date, time } = viennaParts(instant);
  return `${germanDate(date)} ${time}`;
}

/** The name of an entry: its first naming field that has a value. */
export function entryName(entry: unknown): string {
  if (typeof entry !== 'object' || entry === null) return String(entry ?? '');
  const record = entry as Record<string, unknown>;
  for (const field of nameFields) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return '';
}

export type CellOptions = {
  cents?: boolean | undefined;
  /** Names of referenced entries by id, for columns holding ids. */
  names?: ReadonlyMap<number, string> | undefined;
  /** The German name of an enum value, for columns holding them. */
  enumLabel?: ((value: string) => string) | undefined;
};

export function cellText(value: unknown, options: CellOptions = {}): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? backoffice.list.yes : backoffice.list.no;
  if (typeof value === 'number') {
    if (options.names?.has(value)) return options.names.get(value) ?? String(value);
    if (options.cents) return formatMoney(value);
    return Number.isInteger(value) ? String(value) : formatNumber(value);
  }
  if (typeof value === 'string')
    return truncate(options.enumLabel ? options.enumLabel(value) : dateText(value));
  if (Array.isArray(value)) {
    return value.length === 0 ? '–' : truncate(value.map((item) => cellText(item, options)).join(', '));
  }
  if (
    typeof value === 'object' &&
    'id' in value &&
    typeof value.id === 'number' &&
    options.names?.has(value.id)
  ) {
    return options.names.get(value.id) ?? String(value.id);
  }
  return truncate(entryName(value)) || '…';
}
