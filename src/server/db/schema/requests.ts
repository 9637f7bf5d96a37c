import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { RequestKind, RequestStatus } from '../../../domain/requests/forms.js';
import { users } from './auth.js';
import { createdAt, id, instant, updatedAt, type JsonObject } from './columns.js';
import { branches } from './organisation.js';

/**
 * Breakfast and contact requests of guests, answered by a branch in the back office. A breakfast
 * request holds seats of one slot (slot_start) until it is declined.
 */
export const requests = pgTable(
  'requests',
  {
    id: id(),
    kind: text('kind').$type<RequestKind>().notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    status: text('status').$type<RequestStatus>().notNull().default('new'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    comment: text('comment').notNull().default(''),
    appointment: instant('appointment'),
    slotStart: instant('slot_start'),
    persons: integer('persons').notNull().default(0),
    // The breakfast groups with each person's variant, or the contact form's plate selection.
    details: jsonb('details').$type<JsonObject>().notNull().default({}),
    note: text('note').notNull().default(''),
    // A double click sends the same key twice: the second finds the first instead of a twin.
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
    answeredAt: instant('answered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('requests_branch_id_created_at_idx').on(t.branchId, t.createdAt),
    index('requests_slot_start_idx')
      .on(t.branchId, t.slotStart)
      .where(sql`${t.slotStart} is not null`),
    check('requests_kind_check', sql`${t.kind} in ('breakfast', 'contact')`),
    check('requests_status_check', sql`${t.status} in ('new', 'confirmed', 'declined')`),
    check('requests_persons_check', sql`${t.persons} >= 0`),
  ],
);

/** Everything that happened to a request, by whom: received, confirmed, declined, note, mail resent. */
export const requestLog = pgTable(
  'request_log',
  {
    id: id(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('request_log_request_id_idx').on(t.requestId)],
);
