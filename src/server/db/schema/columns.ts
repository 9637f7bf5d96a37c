import { boolean, integer, numeric, timestamp } from 'drizzle-orm/pg-core';
import type { PartOption, PartType, Product } from '../../../domain/schemas/catalog.js';
import type { Block, Site } from '../../../domain/schemas/content.js';

/*
 * Conventions of this schema:
 * - Column names are written out in snake_case, so the schema does not depend on a `casing` option being
 *   passed to every drizzle() call and to drizzle-kit alike.
 * - Money is integer cents; tax rates are numeric(5,2) (10, 20, but also 2.6 or 8.1 for CH/LI customers).
 * - On delete: rows that only exist as part of their owner (a branch's delivery areas, a product's tag
 *   links, an order's items) cascade with the owner; every reference to something managed on its own
 *   (an image, a tag, a product in a menu, a branch of an order) restricts, so deleting something that is
 *   still in use fails with a foreign-key error instead of silently breaking the other side. PostgreSQL
 *   reports it as SQLSTATE 23503 up to version 16 and as 23001 (restrict_violation) from 17 on (PGlite).
 */

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const instant = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });
export const flag = <TName extends string>(name: TName, initial = false) =>
  boolean(name).notNull().default(initial);
export const taxRate = <TName extends string>(name: TName) =>
  numeric(name, { precision: 5, scale: 2, mode: 'number' });
// Amounts like 0.25 kg or 12.5 dag; three decimals cover every unit of the catalogue at its step sizes.
export const quantity = <TName extends string>(name: TName) =>
  numeric(name, { precision: 12, scale: 3, mode: 'number' });
export const position = () => integer('position').notNull().default(0);

export type DeliveryMethod = 'takeaway' | 'delivery' | 'dineIn';
export type PaymentMethod = 'cash' | 'atm-card' | 'hydro-ag-voucher' | 'mollie' | 'datatrans';
export type ProductType = Product['type'];
export type LeadTimeType = Product['leadTimeType'];
export type ProductConfig = Product['config'];
export type SiteContent = Site['content'];
export type BlockContent = Block['content'];

/** What an order keeps of the product as it was sold, so later catalogue edits do not rewrite history. */
export type OrderItemProductSnapshot = Pick<
  Product,
  'uid' | 'name' | 'description' | 'type' | 'allergens' | 'price' | 'unit' | 'calculationModel'
>;
/** One answer per configurable part, with the options and their modifiers as they were priced. */
export type OrderItemPart = {
  name: string;
  type: PartType;
  options: PartOption[];
  text: string | null;
  uploadIds: number[];
};
/** Net and tax summed per rate, as the receipt prints them. */
export type TaxLine = { rate: number; gross: number; net: number; tax: number };
export type ActivityKind = 'work' | 'holiday' | 'sick';
export type ActivityPause = { start: string; end: string | null };
export type SignageCommand = { type: string; payload: Record<string, unknown>; issuedAt: string };
export type JsonObject = Record<string, unknown>;
