import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';

/*
 * Order figures per branch and Vienna day (or hour), kept up to date by triggers on orders and
 * order_items (migration 0009, ADR 020), so a year's statistics read a few thousand rows instead of
 * every order and line. Only placed orders count; "canceled" are the canceled, rejected and failed ones,
 * and money and lines count only for the others. No foreign keys: a rollup row is a sum, not an entity,
 * and the triggers write them on the order's hot path.
 */

/** Orders, revenue and order lines per Vienna day, branch and payment method. */
export const orderDaily = pgTable(
  'order_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    branchId: integer('branch_id').notNull(),
    paymentMethod: text('payment_method').notNull(),
    orders: integer('orders').notNull().default(0),
    canceled: integer('canceled').notNull().default(0),
    gross: integer('gross').notNull().default(0),
    net: integer('net').notNull().default(0),
    lines: integer('lines').notNull().default(0),
    itemsGross: integer('items_gross').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.branchId, t.paymentMethod] })],
);

/** The orders' tax lines per Vienna day, branch and rate (the rate as the order's tax line wrote it). */
export const orderTaxDaily = pgTable(
  'order_tax_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    branchId: integer('branch_id').notNull(),
    rate: text('rate').notNull(),
    lines: integer('lines').notNull().default(0),
    gross: integer('gross').notNull().default(0),
    net: integer('net').notNull().default(0),
    tax: integer('tax').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.branchId, t.rate] })],
);

/** Orders per UTC hour and branch, for order times by Vienna weekday and hour (Vienna's offset is whole hours). */
export const orderHourly = pgTable(
  'order_hourly',
  {
    hour: instant('hour').notNull(),
    branchId: integer('branch_id').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hour, t.branchId] })],
);

/** Order lines per Vienna day, branch, product and unit; the name is the greatest the lines carried. */
export const orderItemDaily = pgTable(
  'order_item_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    branchId: integer('branch_id').notNull(),
    productId: integer('product_id').notNull(),
    unit: text('unit').notNull(),
    name: text('name'),
    lines: integer('lines').notNull().default(0),
    amount: numeric('amount', { precision: 15, scale: 3 }).notNull().default('0'),
    gross: integer('gross').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.branchId, t.productId, t.unit] })],
);

/**
 * The lines of order_item_daily's keys by the name they carried. A greatest name cannot be taken back by a
 * subtraction: when lines leave (a rejected, canceled or deleted order), the key's name is read again
 * from these few rows instead of from every line of its branch and day (issue 39: a backlog of rejections
 * read the day's lines once per order).
 */
export const orderItemDailyNames = pgTable(
  'order_item_daily_names',
  {
    day: date('day', { mode: 'string' }).notNull(),
    branchId: integer('branch_id').notNull(),
    productId: integer('product_id').notNull(),
    unit: text('unit').notNull(),
    name: text('name').notNull(),
    lines: integer('lines').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.branchId, t.productId, t.unit, t.name] })],
);
