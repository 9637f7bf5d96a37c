import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '../../../domain/schemas/user.js';
import { createdAt, flag, id, instant, updatedAt } from './columns.js';
import { branches, departments } from './organisation.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    // Null for accounts that only sign in through login links.
    passwordHash: text('password_hash'),
    roles: text('roles')
      .array()
      .$type<Role[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    isEnabled: flag('is_enabled', true),
    isLocked: flag('is_locked'),
    expiresAt: instant('expires_at'),
    credentialsExpireAt: instant('credentials_expire_at'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lastLoginAt: instant('last_login_at'),
    // Time-tracking terminals send a username and an access token instead of a session.
    timeTrackingTokenHash: text('time_tracking_token_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // People type their address in any case; one account per address regardless.
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const userBranches = pgTable(
  'user_branches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.branchId] }),
    index('user_branches_branch_id_idx').on(t.branchId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // The SHA-256 of the cookie token: a leaked table does not hand out live sessions.
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const loginLinks = pgTable(
  'login_links',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('login_links_user_id_idx').on(t.userId)],
);

/** Every attempt, so throttling can count recent failures per account and per client address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    isSuccessful: flag('is_successful'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_created_at_idx').on(sql`lower(${t.email})`, t.createdAt),
    index('login_attempts_ip_created_at_idx').on(t.ip, t.createdAt),
  ],
);
