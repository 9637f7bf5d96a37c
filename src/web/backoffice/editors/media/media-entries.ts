import type { Image, Upload } from '../../../../domain/schemas/common.js';

/**
 * Images and files as the picker lists them (from GET /api/images and /api/uploads), and as a form keeps
 * them: the fields the storefront needs to show them, nothing more.
 */
export interface MediaEntry<Value> {
  value: Value;
  /** What a person recognises it by: its name or alt text, otherwise its number. */
  name: string;
  /** The thumbnail's address. */
  preview: string;
  /** Words the search looks in. */
  searchText: string;
}

type RecordLike = Readonly<Record<string, unknown>>;

const text = (record: RecordLike, field: string) => (typeof record[field] === 'string' ? record[field] : '');
const whole = (record: RecordLike, field: string) =>
  typeof record[field] === 'number' && Number.isInteger(record[field]) ? record[field] : undefined;

export function imageOf(record: RecordLike): Image | undefined {
  const id = whole(record, 'id');
  const version = whole(record, 'version');
  const extension = text(record, 'extension');
  if (id === undefined || version === undefined || extension === '') return undefined;
  return {
    id,
    version,
    extension,
    width: whole(record, 'width') ?? 0,
    height: whole(record, 'height') ?? 0,
    alt: text(record, 'alt'),
  };
}

export function uploadOf(record: RecordLike): Upload | undefined {
  const id = whole(record, 'id');
  const version = whole(record, 'version');
  const extension = text(record, 'extension');
  const publicHash = text(record, 'publicHash');
  if (id === undefined || version === undefined || extension === '' || publicHash === '') return undefined;
  return { id, version, extension, publicHash, mimeType: text(record, 'mimeType') };
}

/** The first of the record's names that is given, or the fallback (e.g. 'Bild 12'). */
export function mediaName(record: RecordLike, fields: readonly string[], fallback: string): string {
  return fields.map((field) => text(record, field).trim()).find((name) => name !== '') ?? fallback;
}

/** Entries whose search text holds every word of the query; the number finds an entry too. */
export function filterMedia<Value>(
  entries: readonly MediaEntry<Value>[],
  query: string,
): MediaEntry<Value>[] {
  const words = query
    .toLocaleLowerCase('de-AT')
    .split(/\s+/)
    .filter((word) => word !== '');
  return entries.filter((entry) => {
    const haystack = entry.searchText.toLocaleLowerCase('de-AT');
    return words.every((word) => haystack.includes(word));
  });
}
