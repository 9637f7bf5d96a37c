export type FieldChange = { field: string; before: unknown; after: unknown };

type Snapshot = Readonly<Record<string, unknown>> | null;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields a logged write changed, in the order the entity shows them (before's fields first, then
 * fields only the after has). A create lists every field with nothing before; a delete the reverse.
 */
export function logChanges(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => !same(change.before, change.after));
}

/** A logged value as text: scalars as they are, structures as indented JSON. */
export function snapshotText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value, null, 2);
  return String(value);
}
