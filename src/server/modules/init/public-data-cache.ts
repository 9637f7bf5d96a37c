import { createHash } from 'node:crypto';
import type { InitData, InitUrl } from '../../../domain/schemas/init.js';
import type { OnlinePaymentProvider, PublicConfig } from '../../../domain/schemas/public-config.js';
import type { Db } from '../../db/client.js';
import { isDatabaseUnavailable } from '../../db/database-error.js';
import { prepareBody, prepareJson, type PreparedJson } from '../../http/prepared-json.js';
import { listBranches, listDivisions, listDonatees, listTables } from '../branches/service.js';
import { listCategories, listMenus, listProducts, listTags } from '../catalog/service.js';
import { getConfig } from '../config/service.js';
import type { CatalogueSnapshot } from '../orders/checkout-facts.js';
import { listNavigations, listPublicBlocks, listPublicSites } from '../content/service.js';

/** How the anonymous answer spells the current-user entry, so a signed-in request can swap it. */
export const ANONYMOUS_USER_ENTRY = JSON.stringify({ url: '/api/users/me', data: null });

export type PublicData = {
  /** Equal for equal data: a rebuild that found nothing new keeps the old copy (and the pages from it). */
  fingerprint: string;
  init: PreparedJson;
  /** The anonymous answer's entries by URL, as the server renders the storefront's pages from them. */
  initData: InitData;
  menusByBranch: Map<number, PreparedJson>;
  config: PreparedJson;
  /** The same data as objects: orders are checked and priced against exactly what guests were shown. */
  catalogue: CatalogueSnapshot;
};

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
    { url: '/api/divisions', data: divisions },
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
 * How long after `ttlMs` a copy is still served while one rebuild runs behind it: on a large catalogue
 * a rebuild takes a few hundred milliseconds no visitor should wait for.
 */
const REVALIDATE_WITHIN_MS = 60_000;

/**
 * The storefront's catalogue answers, built once and reused until they are older than `ttlMs` or this
 * instance changed catalogue data (docs/decisions/003-public-data-cache.md). A copy that is only a little
 * older is served while it is rebuilt behind the request. While the database cannot be reached the last
 * good copy is served instead of an error (docs/decisions/012-operations.md). A `ttlMs` of 0 keeps
 * nothing: every request reads the database (tests that write to it directly).
 */
export function createPublicDataCache(
  db: Db,
  ttlMs: number,
  onlinePaymentProviders: readonly OnlinePaymentProvider[],
) {
  let current: { data: PublicData; builtAt: number } | undefined;
  let lastGood: PublicData | undefined;
  let unavailableSince: number | undefined;
  let building: Promise<PublicData> | undefined;
  let generation = 0;

  const build = () => {
    if (building) return building;
    const startedGeneration = generation;
    const promise = buildPublicData(db, onlinePaymentProviders, lastGood)
      .then((data) => {
        // A write during the build may not be in it; keep it for this caller only.
        if (startedGeneration === generation) current = { data, builtAt: Date.now() };
        lastGood = data;
        unavailableSince = undefined;
        return data;
      })
      .finally(() => {
        if (building === promise) building = undefined;
      });
    building = promise;
    return promise;
  };

  return {
    async get(): Promise<PublicData> {
      const age = current === undefined ? Number.POSITIVE_INFINITY : Date.now() - current.builtAt;
      if (current && age < ttlMs) return current.data;
      if (current && ttlMs > 0 && age < ttlMs + REVALIDATE_WITHIN_MS) {
        build().catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) unavailableSince = Date.now();
        });
        return current.data;
      }
      // The database was away a moment ago: answer at once and let one rebuild find out whether it is back.
      if (lastGood && unavailableSince !== undefined && Date.now() - unavailableSince < STALE_RETRY_MS) {
        build().catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) unavailableSince = Date.now();
        });
        return lastGood;
      }
      try {
        return await build();
      } catch (error) {
        if (!lastGood || !isDatabaseUnavailable(error)) throw error;
        unavailableSince = Date.now();
        return lastGood;
      }
    },
    invalidate() {
      generation += 1;
      current = undefined;
      // A build already under way may have read the data before this write: the next request starts anew.
      building = undefined;
    },
  };
}
