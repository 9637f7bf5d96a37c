const collator = new Intl.Collator('de-AT', { numeric: true, sensitivity: 'base' });

export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** Orders numbers as numbers and texts the way German readers expect; empty values go last either way. */
export function compareValues(a: unknown, b: unknown): number {
  if (isEmptyValue(a) || isEmptyValue(b)) return Number(isEmptyValue(a)) - Number(isEmptyValue(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  return collator.compare(String(a), String(b));
}

/** Sorts by `value` in `direction`; empty values stay last in both directions. */
export function sortRows<Row>(rows: Row[], value: (row: Row) => unknown, direction: 'asc' | 'desc'): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const valueA = value(a);
    const valueB = value(b);
    if (isEmptyValue(valueA) !== isEmptyValue(valueB)) return compareValues(valueA, valueB);
    return sign * compareValues(valueA, valueB);
  });
}
