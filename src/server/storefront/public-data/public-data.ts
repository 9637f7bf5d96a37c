import type { CatalogueSnapshot } from '../../../domain/checkout/checkout-facts.js';
import type { InitData } from '../../../domain/schemas/init.js';
import type { PreparedJson } from '../../http/prepared-json.js';

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

/** The published catalogue of this instance: built from the database, reused until it changes. */
export type PublicDataCache = {
  get(): Promise<PublicData>;
  /** After a write through this instance: the next get() builds anew. */
  invalidate(): void;
};
