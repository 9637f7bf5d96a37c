export type DatabaseError = { code: string; detail?: string | undefined; constraint?: string | undefined };

export const UNIQUE_VIOLATION = '23505';

/** The driver's error, also when Drizzle wraps it (DrizzleQueryError keeps it in `cause`). */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique violation of exactly this constraint (and no other). */
export function violatesUnique(error: unknown, constraint: string): boolean {
  const cause = databaseErrorOf(error);
  return cause?.code === UNIQUE_VIOLATION && cause.constraint === constraint;
}
