export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A group's value as the form holds it, or an empty group where it holds something else. */
export const asRecord = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
