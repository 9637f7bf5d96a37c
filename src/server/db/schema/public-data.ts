import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/*
 * One row whose `version` goes up with every statement that writes a table the storefront's public data
 * is read from (triggers of migration 0013, ADR 003). The public-data cache compares it instead of
 * reading the whole catalogue again: on a large catalogue that read held the event loop for ~0.3 s.
 */
export const publicDataVersion = pgTable('public_data_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
