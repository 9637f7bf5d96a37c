import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { orders } from './orders.js';

/**
 * The shop's VAPID key pair (RFC 8292), made on the first start and kept here, so every instance signs
 * with the same key and the browsers' subscriptions outlive a restart. One row only.
 */
export const webPushKeys = pgTable(
  'web_push_keys',
  {
    id: integer('id').primaryKey().default(1),
    // Both base64url, as the Push API and web-push take them: the public key is the page's
    // applicationServerKey (an uncompressed P-256 point), the private key the raw 32-byte scalar.
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('web_push_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * A guest's browser that asked to hear of one order's status. Gone with the order, when the push service
 * says the subscription expired (404/410), and a day after the order ended.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    // The browser's P-256 public key and auth secret (RFC 8291), base64url.
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_order_endpoint_idx').on(t.orderId, t.endpoint)],
);
