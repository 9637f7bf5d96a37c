import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, flag, id, updatedAt, type JsonObject } from './columns.js';

export const images = pgTable('images', {
  id: id(),
  version: integer('version').notNull().default(1),
  extension: text('extension').notNull(),
  mimeType: text('mime_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  alt: text('alt').notNull().default(''),
  name: text('name').notNull().default(''),
  size: integer('size').notNull(),
  // Where the original lives in FileStorage, e.g. 'images/<id>-<version>.jpg'.
  storageKey: text('storage_key').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const imageTemplates = pgTable('image_templates', {
  id: id(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull().default(''),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  layers: jsonb('layers').$type<JsonObject[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const uploads = pgTable('uploads', {
  id: id(),
  version: integer('version').notNull().default(1),
  extension: text('extension').notNull(),
  publicHash: text('public_hash').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
  originalName: text('original_name').notNull().default(''),
  createdAt: createdAt(),
});

export const fonts = pgTable('fonts', {
  id: id(),
  family: text('family').notNull().unique(),
  category: text('category').notNull().default('sans-serif'),
  // Variants as the CSS endpoint names them, e.g. 'regular', '700', '700italic'.
  variants: text('variants')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isEnabled: flag('is_enabled', true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
