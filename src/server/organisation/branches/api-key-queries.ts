import { eq } from 'drizzle-orm';
import type { BoardKind } from '../../../domain/branches/board-kind.js';
import type { Db } from '../../db/client.js';
import { branches } from '../../db/schema/index.js';

export type { BoardKind };

const column = {
  frontdesk: branches.frontdeskApiKeyHash,
  backoffice: branches.backofficeApiKeyHash,
} as const;

export async function findApiKeyHash(db: Db, branchId: number, kind: BoardKind): Promise<string | null> {
  const [row] = await db
    .select({ hash: column[kind] })
    .from(branches)
    .where(eq(branches.id, branchId))
    .limit(1);
  return row?.hash ?? null;
}

export async function storeApiKeyHash(
  db: Db,
  branchId: number,
  kind: BoardKind,
  hash: string,
): Promise<boolean> {
  const values = kind === 'frontdesk' ? { frontdeskApiKeyHash: hash } : { backofficeApiKeyHash: hash };
  const rows = await db
    .update(branches)
    .set(values)
    .where(eq(branches.id, branchId))
    .returning({ id: branches.id });
  return rows.length > 0;
}
