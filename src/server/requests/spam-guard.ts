import { requestMessages as m } from '../../domain/requests/messages.js';
import { HttpError } from '../http/http-error.js';
import type { Limits } from '../lib/limits/limits.js';

/** People need a few seconds for even the shortest form; scripts post at once. */
export const MIN_FILL_MS = 3_000;

export type SpamGuardSettings = { perAddress: number; windowMs: number };
export const defaultSpamGuard: SpamGuardSettings = { perAddress: 10, windowMs: 60 * 60_000 };

export type SpamGuard = {
  checkFillTime(fillMs: number | undefined): void;
  checkAddress(address: string, now: Date): Promise<void>;
};

/** Spam protection without third parties: minimum fill time and a per-address limit (the honeypot is the caller's). */
export function createSpamGuard(limits: Limits, settings: SpamGuardSettings = defaultSpamGuard): SpamGuard {
  const perAddress = { name: 'form-address', limit: settings.perAddress, windowMs: settings.windowMs };
  return {
    checkFillTime(fillMs) {
      if (fillMs === undefined || fillMs < MIN_FILL_MS) throw new HttpError(422, m.tooFast);
    },
    async checkAddress(address, now) {
      if ((await limits.hit([{ rule: perAddress, key: address }], now)) > 0)
        throw new HttpError(429, m.tooMany);
    },
  };
}
