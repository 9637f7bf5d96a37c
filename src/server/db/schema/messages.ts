import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt, type JsonObject } from './columns.js';
import { branches } from './organisation.js';
import { orders } from './orders.js';
import { requests } from './requests.js';

/**
 * Every e-mail, SMS and push notification the shop sends, with what its provider answered, so staff can see what reached
 * a guest or a branch and what failed. The table is its own delivery queue: a row is due while
 * next_attempt_at has passed, so a message is written once, with the write that caused it, and can
 * neither vanish with a lost job nor be sent without its record.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    channel: text('channel').$type<'email' | 'sms' | 'push'>().notNull(),
    // The template's name, e.g. 'order-confirmation', 'branch-new-order', 'login-link'.
    template: text('template').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // The provider's own answer (SMTP response line, SMS gateway status) or the last error.
    providerStatus: text('provider_status'),
    providerMessageId: text('provider_message_id'),
    data: jsonb('data').$type<JsonObject>().notNull().default({}),
    sentAt: instant('sent_at'),
    // When delivery tries (again): now for a new message, later for a retry or while one instance is
    // sending it (a lease, so a crash mid-send only delays it); null once sent or given up.
    nextAttemptAt: instant('next_attempt_at').defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('messages_order_id_idx').on(t.orderId),
    index('messages_branch_id_idx').on(t.branchId),
    index('messages_request_id_idx').on(t.requestId),
    index('messages_created_at_idx').on(t.createdAt),
    index('messages_next_attempt_at_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.nextAttemptAt} is not null`),
    check('messages_channel_check', sql`${t.channel} in ('email', 'sms', 'push')`),
    check('messages_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
