import { and, eq, ne, sql } from 'drizzle-orm';
import { contentMessages } from '../../domain/content/messages.js';
import type { Db } from './client.js';
import { divisions, sites } from './schema/index.js';

/**
 * The storefront's addresses /{path} are shared by two kinds of page: content pages (sites, content
 * context) and divisions' start pages (organisation context). Each table's unique index holds its own
 * paths; this holds them across both (ADR 041). It lives below the contexts, as organisation may use no
 * other context and both write through it.
 */
export type PagePathOwner = { kind: 'site' | 'division'; id: number; name: string };

// Any fixed number; only writes of page paths take this advisory lock.
const PAGE_PATH_LOCK = 0x70617468;

/**
 * Who else holds `path` (other than the page `self` being saved), or undefined when it is free. Call it in
 * the write's transaction: the lock keeps a site and a division from taking one path at the same moment
 * (it is held until the transaction ends).
 */
export async function otherPagePathOwner(
  tx: Db,
  path: string,
  self?: { kind: PagePathOwner['kind']; id: number },
): Promise<PagePathOwner | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAGE_PATH_LOCK})`);
  const notSelf = (kind: PagePathOwner['kind'], column: typeof sites.id | typeof divisions.id) =>
    self?.kind === kind ? ne(column, self.id) : undefined;
  const [site] = await tx
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(and(eq(sites.path, path), notSelf('site', sites.id)))
    .limit(1);
  if (site !== undefined) return { kind: 'site', ...site };
  const [division] = await tx
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(and(eq(divisions.path, path), notSelf('division', divisions.id)))
    .limit(1);
  return division === undefined ? undefined : { kind: 'division', ...division };
}

/** The German answer to an operator who chose a path another page holds. */
export function pathTakenMessage(owner: PagePathOwner): string {
  return owner.kind === 'site'
    ? contentMessages.pathTakenBySite(owner.name)
    : contentMessages.pathTakenByDivision(owner.name);
}
