import { requestMessages as m } from '../../domain/requests/messages.js';
import { HttpError } from '../http/http-error.js';
import { createRateLimiter } from '../lib/rate-limit.js';

/** People need a few seconds for even the shortest form; scripts post at once. */
export const MIN_FILL_MS = 3_000;

export type SpamGuardSettings = { perAddress: number; windowMs: number };
export const defaultSpamGuard: SpamGuardSettings = { perAddress: 10, windowMs: 60 * 60_000 };

export type SpamGuard = {
  checkFillTime(fillMs: number | undefined): void;
  checkAddress(address: string, now: Date): void;
};

/** Spam protection without third parties: minimum fill time and a per-address limit (the honeypot is the caller's). */
export function createSpamGuard(settings: SpamGuardSettings = defaultSpamGuard): SpamGuard {
  const limiter = createRateLimiter({
    limit: settings.perAddress,
    windowMs: settings.windowMs,
    maxKeys: 50_000,
  });
  return {
    checkFillTime(fillMs) {
      if (fillMs === undefined || fillMs < MIN_FILL_MS) throw new HttpError(422, m.tooFast);
    },
    checkAddress(address, now) {
      if (!limiter(address, now)) throw new HttpError(429, m.tooMany);
    },
  };
}
