import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginLinks } from '../../db/schema/index.js';

export async function insertLoginLink(db: Db, values: typeof loginLinks.$inferInsert) {
  await db.insert(loginLinks).values(values);
}

/**
 * Marks a live link as used and names its user, in one statement: of two redemptions racing for the
 * same link exactly one gets a row back.
 */
export async function consumeLoginLink(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(loginLinks)
    .set({ usedAt: now })
    .where(and(eq(loginLinks.tokenHash, tokenHash), isNull(loginLinks.usedAt), gt(loginLinks.expiresAt, now)))
    .returning({ userId: loginLinks.userId });
  return row;
}
