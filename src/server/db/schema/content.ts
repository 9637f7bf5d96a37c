import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { NavigationItem } from '../../../domain/schemas/content.js';
import {
  createdAt,
  flag,
  id,
  updatedAt,
  type BlockContent,
  type JsonObject,
  type SiteContent,
} from './columns.js';

export const sites = pgTable('sites', {
  id: id(),
  path: text('path').notNull().unique(),
  // 'default' renders one rich-text body, 'custom_site' ordered sections; anything else is a 500 view.
  type: text('type').notNull().default('default'),
  title: text('title').notNull().default(''),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  isPublic: flag('is_public'),
  content: jsonb('content').$type<SiteContent>().notNull().default({ body: [] }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    path: text('path').notNull().unique(),
    target: text('target').notNull(),
    statusCode: smallint('status_code').notNull().default(301),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('redirects_status_code_check', sql`${t.statusCode} in (301, 302, 307, 308)`)],
);

export const blocks = pgTable('blocks', {
  id: id(),
  identifier: text('identifier').notNull().unique(),
  isPublic: flag('is_public'),
  content: jsonb('content').$type<BlockContent>().notNull().default({ body: [] }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const navigations = pgTable('navigations', {
  id: id(),
  identifier: text('identifier').notNull().unique(),
  items: jsonb('items').$type<NavigationItem[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const scenes = pgTable('scenes', {
  id: id(),
  path: text('path').notNull().unique(),
  name: text('name').notNull().default(''),
  content: jsonb('content').$type<JsonObject>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
