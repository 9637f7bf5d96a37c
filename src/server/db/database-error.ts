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

// node-postgres's own words when it gives up on the server (no SQLSTATE: the server never answered).
const unreachableMessages = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client was closed and is not queryable',
  'Client has encountered a connection error and is not queryable',
];
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * The database cannot answer now (unreachable, restarting, overloaded, a statement over its timeout):
 * worth trying again in a moment, unlike a bug or bad data. SQLSTATE class 08 is a connection exception,
 * 57014 a cancelled statement (statement_timeout), 57P01–57P03 a server shutting down or starting,
 * 53300 too many connections, 25P03 a transaction ended by idle_in_transaction_session_timeout.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (unreachableCodes.has(code) || code.startsWith('08')) return true;
      if (['57014', '57P01', '57P02', '57P03', '53300', '25P03'].includes(code)) return true;
    }
    if (typeof message === 'string' && unreachableMessages.includes(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
