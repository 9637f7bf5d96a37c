import { ApiError } from '../../api/client.js';

/** The server's first message when it sent one (back-office spec, section 5), otherwise the default. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.errors[0]) return error.errors[0].message;
  return fallback;
}

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** A 401 already sends the browser to the sign-in page; showing an error on the way out helps nobody. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
