import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { recordChange } from '../logs/service.js';
import { findApiKeyHash, storeApiKeyHash, type BoardKind } from './api-key-queries.js';

export type { BoardKind };

/**
 * Announced on every instance after a board key changed, so event streams still open with the old key
 * end at once instead of at the board's next reload.
 */
export const BOARD_KEYS_CHANNEL = 'board_keys';
export type BoardKeyChange = { branchId: number; kind: BoardKind };

export function isBoardKeyChange(value: unknown): value is BoardKeyChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  return typeof change.branchId === 'number' && (change.kind === 'frontdesk' || change.kind === 'backoffice');
}

const hashOf = (key: string) => createHash('sha256').update(key).digest();

/**
 * A new key for a branch's front-desk or back-office board. Only its hash is stored, so the key is shown
 * once; rotating it locks out every board that still uses the old one.
 */
export async function rotateApiKey(
  db: Db,
  branchId: number,
  kind: BoardKind,
  actor: { userId: number | null; now: Date },
): Promise<string | undefined> {
  const key = randomBytes(24).toString('base64url');
  return db.transaction(async (tx) => {
    if (!(await storeApiKeyHash(tx, branchId, kind, hashOf(key).toString('hex')))) return undefined;
    // The log records that a key changed, never the key.
    await recordChange(tx, {
      userId: actor.userId,
      action: `rotate-${kind}-api-key`,
      entity: 'branch',
      entityId: branchId,
      before: null,
      after: null,
      at: actor.now,
    });
    return key;
  });
}

/** Compares in constant time; a branch without a key admits nobody. */
export async function isValidApiKey(
  db: Db,
  branchId: number,
  kind: BoardKind,
  key: string,
): Promise<boolean> {
  return matchesStoredHash(await findApiKeyHash(db, branchId, kind), key);
}

export function matchesStoredHash(stored: string | null, key: string): boolean {
  if (!stored) return false;
  const expected = Buffer.from(stored, 'hex');
  const presented = hashOf(key);
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}
