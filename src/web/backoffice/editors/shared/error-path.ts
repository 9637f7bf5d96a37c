/**
 * The part of a server error's field path inside a list editor's value: 'config.parts.0.options.1.name'
 * gives [0, 'options', 1, 'name'] and 'openingHours.3.from' gives [3, 'from']. The field's own name is
 * whatever comes before the first index; a path without an index concerns the whole field.
 */
export function errorPathInList(errorField: string | undefined): (string | number)[] {
  if (errorField === undefined) return [];
  const segments = errorField.split('.');
  const first = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (first === -1) return [];
  return segments.slice(first).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** The server's message when it concerns entry `index` of the list (and, given, its `field`). */
export function entryError(
  error: string | undefined,
  errorField: string | undefined,
  index: number,
  field?: string,
): string | undefined {
  const [at, name] = errorPathInList(errorField);
  if (error === undefined || at !== index) return undefined;
  return field === undefined || name === field ? error : undefined;
}
