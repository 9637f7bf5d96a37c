import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CurrentUser } from '../../../domain/schemas/user.js';
import type { Db } from '../../db/client.js';
import { findUserByEmail, listBranchIdsOfUser } from '../../organisation/index.js';
import { recordChange } from '../../organisation/index.js';
import { storeClockTokenHash } from './queries.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/**
 * A new clock token for a person: its link opens the clock page without a password. Only the hash is
 * stored, so the token is shown once; a new one locks out every phone that still has the old link.
 */
export async function replaceClockToken(
  db: Db,
  userId: number,
  actor: { userId: number | null; now: Date },
): Promise<string | undefined> {
  const token = randomBytes(24).toString('base64url');
  return db.transaction(async (tx) => {
    if (!(await storeClockTokenHash(tx, userId, hashOf(token).toString('hex')))) return undefined;
    await recordChange(tx, {
      userId: actor.userId,
      action: 'replace-time-tracking-token',
      entity: 'user',
      entityId: userId,
      before: null,
      after: null,
      at: actor.now,
    });
    return token;
  });
}

/**
 * The person a clock link belongs to: the username is the e-mail address, the token must match in
 * constant time, and a disabled, locked or expired account clocks nothing. Every refusal looks the same,
 * so a link cannot be used to find out which addresses exist.
 */
export async function clockUser(
  db: Db,
  token: string,
  username: string,
  now: Date,
): Promise<CurrentUser | undefined> {
  const user = await findUserByEmail(db, username);
  const presented = hashOf(token);
  const stored = Buffer.from(user?.timeTrackingTokenHash ?? '', 'hex');
  const matches = stored.length === presented.length && timingSafeEqual(stored, presented);
  if (!user || !matches || !user.isEnabled || user.isLocked) return undefined;
  if (user.expiresAt && user.expiresAt <= now) return undefined;
  const branchIds = await listBranchIdsOfUser(db, user.id);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    roles: user.roles,
    branches: branchIds.map((id) => ({ id })),
  };
}
