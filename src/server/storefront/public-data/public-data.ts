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

/** A copy and the version of the data it was read at (null: unknown, the version row is missing). */
export type PublishedData = { data: PublicData; version: number | null };

/** The published catalogue of this instance: built from the database, reused until it changes (ADR 003, 036). */
export type PublicDataCache = {
  get(): Promise<PublicData>;
  /** A copy at least as new as `atLeast` (the database's catalogue version), read again when older. */
  published(atLeast?: number): Promise<PublishedData>;
  /** After a write through this instance: the next get() builds anew. */
  invalidate(): void;
  /** Another instance announced a change (NOTIFY): a copy older than `version` is dropped. */
  heard(version: number | null): void;
};
