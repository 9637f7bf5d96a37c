import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { recordChange } from '../logs/service.js';
import { findApiKeyHash, storeApiKeyHash, type BoardKind } from './api-key-queries.js';

export type { BoardKind };

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
  const stored = await findApiKeyHash(db, branchId, kind);
  if (!stored) return false;
  const expected = Buffer.from(stored, 'hex');
  const presented = hashOf(key);
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}
