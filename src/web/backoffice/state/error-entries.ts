/**
 * Failures kept as entries with an id (back-office spec, sections 4 and 8): a new failure with the same id
 * replaces the earlier one in place, so retrying the same call never stacks up copies of its message.
 */
export type ErrorEntry = {
  id: string;
  /** What the person reads: the server's first message, or the spec's default for the call. */
  message: string;
  /** What went wrong underneath, kept for the details view and the console. */
  cause: unknown;
  /** Runs the failed call again; absent where a retry cannot help. */
  retry?: () => unknown;
};

export function putErrorEntry(entries: readonly ErrorEntry[], entry: ErrorEntry): ErrorEntry[] {
  const index = entries.findIndex((existing) => existing.id === entry.id);
  if (index === -1) return [...entries, entry];
  return entries.map((existing, position) => (position === index ? entry : existing));
}

export function removeErrorEntry(entries: readonly ErrorEntry[], id: string): ErrorEntry[] {
  return entries.filter((entry) => entry.id !== id);
}
