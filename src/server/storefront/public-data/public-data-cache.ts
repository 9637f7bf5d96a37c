import { createHash } from 'node:crypto';
import type { InitData, InitUrl } from '../../../domain/schemas/init.js';
import type { OnlinePaymentProvider, PublicConfig } from '../../../domain/schemas/public-config.js';
import type { Db } from '../../db/client.js';
import { isDatabaseUnavailable } from '../../db/database-error.js';
import { prepareBody, prepareJson } from '../../http/prepared-json.js';
import type { PublicData, PublicDataCache, PublishedData } from './public-data.js';
import { listBranches, listDivisions, listDonatees, listTables } from '../../organisation/index.js';
import { listCategories, listMenus, listProducts, listTags } from '../../catalogue/index.js';
import { getConfig } from '../../content/index.js';
import { listNavigations, listPublicBlocks, listPublicSites, sanitizeRichText } from '../../content/index.js';
import { readPublicDataVersion } from '../../db/public-data-version.js';

/** How the anonymous answer spells the current-user entry, so a signed-in request can swap it. */
export const ANONYMOUS_USER_ENTRY = JSON.stringify({ url: '/api/users/me', data: null });

async function buildPublicData(
  db: Db,
  onlinePaymentProviders: readonly OnlinePaymentProvider[],
  previous: PublicData | undefined,
): Promise<PublicData> {
  const [
    config,
    divisions,
    branches,
    menus,
    categories,
    products,
    tags,
    tables,
    sites,
    navigations,
    blocks,
    donatees,
  ] = await Promise.all([
    getConfig(db),
    listDivisions(db),
    listBranches(db),
    listMenus(db),
    listCategories(db),
    listProducts(db),
    listTags(db),
    listTables(db),
    listPublicSites(db),
    listNavigations(db),
    listPublicBlocks(db),
    listDonatees(db),
  ]);
  // The checkout offers only the online methods this server can take (a setting alone is not enough).
  const publicConfig: PublicConfig = { ...config, onlinePaymentProviders: [...onlinePaymentProviders] };
  // The anonymous visitor's answer; a signed-in user's entry is added per request, never cached.
  const entries: { url: InitUrl; data: unknown }[] = [
    { url: '/api/config', data: publicConfig },
    { url: '/api/users/me', data: null },
    // A division's text may carry markup (its start page shows it as rich text): only the safe part leaves.
    {
      url: '/api/divisions',
      data: divisions.map((division) => ({
        ...division,
        description: sanitizeRichText(division.description),
      })),
    },
    { url: '/api/branches', data: branches },
    { url: '/api/menus', data: menus },
    { url: '/api/categories', data: categories },
    { url: '/api/products', data: products },
    { url: '/api/tags', data: tags },
    { url: '/api/tables', data: tables },
    { url: '/api/sites', data: sites },
    { url: '/api/navigations', data: navigations },
    { url: '/api/blocks', data: blocks },
    { url: '/api/donatees', data: donatees },
  ];
  const initBody = JSON.stringify({ data: entries });
  // The full configuration too: the checkout reads settings the anonymous answer leaves out.
  const fingerprint = createHash('sha1').update(initBody).update(JSON.stringify(config)).digest('base64url');
  if (previous?.fingerprint === fingerprint) return previous;
  const menusByBranch = new Map(
    branches.map((branch) => [
      branch.id,
      prepareJson({ data: menus.filter((menu) => menu.branches.includes(branch.id)) }),
    ]),
  );
  return {
    fingerprint,
    init: prepareBody(initBody),
    initData: Object.fromEntries(entries.map((entry) => [entry.url, entry.data])) as InitData,
    menusByBranch,
    config: prepareJson({ data: publicConfig }),
    catalogue: { config, branches, menus, products, tables, donatees },
  };
}

/** While the database is away, how long the last good copy is served before a request waits for a rebuild again. */
const STALE_RETRY_MS = 5_000;

/**
 * How long after `ttlMs` a copy is still served while it is checked behind the request, so a visitor after
 * a quiet minute does not wait for the check.
 */
const REVALIDATE_WITHIN_MS = 60_000;

/** A copy whose version did not change is still read again after this long: the version's triggers see
 * only the tables named in migration 0013, and a table added to the public data later may lack one. */
const REBUILD_AFTER_MS = 10 * 60_000;

type Copy = { data: PublicData; version: number | null; builtAt: number; checkedAt: number };

/**
 * The storefront's catalogue answers, built once and reused until they are older than `ttlMs` or any
 * instance changed catalogue data (docs/decisions/003-public-data-cache.md): a change is announced at its
 * commit by migration 0016's NOTIFY and passed to `heard` (ADR 036), and order placement asks for a copy at
 * least as new as the database's version. After `ttlMs` one cheap query asks whether any instance wrote a
 * table the data comes from (the version of migration 0013), in case an announcement was lost; only then
 * is the catalogue read again, behind the request when the copy is only a little older. Reading a large
 * catalogue takes a few hundred milliseconds, on the embedded database on the event loop itself. While
 * the database cannot be reached the last good copy is served instead of an error
 * (docs/decisions/012-operations.md). A `ttlMs` of 0 keeps nothing: every request reads the database
 * (tests that write to it directly).
 */
export function createPublicDataCache(
  db: Db,
  ttlMs: number,
  onlinePaymentProviders: readonly OnlinePaymentProvider[],
): PublicDataCache {
  let current: Copy | undefined;
  let lastGood: PublishedData | undefined;
  let unavailableSince: number | undefined;
  let refreshing: Promise<PublishedData> | undefined;
  let generation = 0;
  let announced: number | undefined;

  /** The copy again when its version is unchanged, else a new one; one at a time. */
  const refresh = () => {
    if (refreshing) return refreshing;
    const startedGeneration = generation;
    const kept = current;
    const promise = (async (): Promise<PublishedData> => {
      const version = await readPublicDataVersion(db);
      const unchanged =
        ttlMs > 0 &&
        kept !== undefined &&
        version !== null &&
        version === kept.version &&
        Date.now() - kept.builtAt < REBUILD_AFTER_MS;
      // A write during the build may not be in it; keep it for this caller only.
      const stillCurrent = () => startedGeneration === generation;
      if (unchanged) {
        if (stillCurrent() && current === kept) current = { ...kept, checkedAt: Date.now() };
        unavailableSince = undefined;
        return { data: kept.data, version };
      }
      const data = await buildPublicData(db, onlinePaymentProviders, lastGood?.data);
      const now = Date.now();
      if (stillCurrent()) current = { data, version, builtAt: now, checkedAt: now };
      lastGood = { data, version };
      unavailableSince = undefined;
      return lastGood;
    })().finally(() => {
      if (refreshing === promise) refreshing = undefined;
    });
    refreshing = promise;
    return promise;
  };

  const refreshBehind = () => {
    refresh().catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) unavailableSince = Date.now();
    });
  };

  const invalidate = () => {
    generation += 1;
    current = undefined;
    // A build already under way may have read the data before this write: the next request starts anew.
    refreshing = undefined;
  };

  const published = async (): Promise<PublishedData> => {
    const age = current === undefined ? Number.POSITIVE_INFINITY : Date.now() - current.checkedAt;
    if (current && age < ttlMs) return current;
    if (current && ttlMs > 0 && age < ttlMs + REVALIDATE_WITHIN_MS) {
      refreshBehind();
      return current;
    }
    // The database was away a moment ago: answer at once and let one rebuild find out whether it is back.
    if (lastGood && unavailableSince !== undefined && Date.now() - unavailableSince < STALE_RETRY_MS) {
      refreshBehind();
      return lastGood;
    }
    try {
      return await refresh();
    } catch (error) {
      if (!lastGood || !isDatabaseUnavailable(error)) throw error;
      unavailableSince = Date.now();
      return lastGood;
    }
  };

  const isAtLeast = (copy: PublishedData | undefined, version: number) =>
    copy !== undefined && copy.version !== null && copy.version >= version;

  return {
    async get(): Promise<PublicData> {
      return (await published()).data;
    },
    /** A copy read at `atLeast` or a later version of the data; any copy without it. */
    async published(atLeast?: number): Promise<PublishedData> {
      const copy = await published();
      if (atLeast === undefined || isAtLeast(copy, atLeast)) return copy;
      invalidate();
      return refresh();
    },
    invalidate,
    /**
     * A change announced by any instance (the new version), or null after the announcements may have been
     * missed. Announcements of one moment are taken together: a transaction raises the version once per
     * statement, and the copy is read again once, behind the requests, which wait for it.
     */
    heard(version: number | null) {
      if (version !== null && isAtLeast(current, version)) return;
      const first = announced === undefined;
      announced = Math.max(announced ?? 0, version ?? Number.MAX_SAFE_INTEGER);
      if (!first) return;
      setImmediate(() => {
        const latest = announced ?? 0;
        announced = undefined;
        if (isAtLeast(current, latest)) return;
        invalidate();
        refreshBehind();
      });
    },
  };
}
