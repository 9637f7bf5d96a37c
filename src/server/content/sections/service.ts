import type { Block, Navigation, Section, Site } from '../../../domain/schemas/content.js';
import { contentSectionSchema } from '../../../domain/content/sections.js';
import type { Db } from '../../db/client.js';
import {
  listNavigationRows,
  listPublicBlockRows,
  listPublicSiteChanges,
  listPublicSiteRows,
} from './queries.js';
import { sanitizeRichText } from './sanitize-rich-text.js';

/**
 * Every string with markup in a section is sanitised again on the way out, whatever got into the database.
 * Strings without a tag are left alone: they are plain text (React escapes it) or URLs, which escaping
 * would break.
 */
function sanitizeValue(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('<') ? sanitizeRichText(value) : value;
  if (Array.isArray(value)) return value.map(sanitizeValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, sanitizeValue(inner)]));
  }
  return value;
}

function sanitizeSection(section: Section): Section {
  return { type: section.type, value: sanitizeValue(section.value) };
}

/**
 * Read through the section schema, so fields added to a type later get their defaults; a section no
 * longer matching its type (written by an older version) is left out rather than breaking the page.
 */
function readableSections(body: readonly Section[]): Section[] {
  return body.flatMap((section) => {
    const parsed = contentSectionSchema.safeParse(sanitizeSection(section));
    return parsed.success ? [parsed.data] : [];
  });
}

export async function listPublicSites(db: Db): Promise<Site[]> {
  const rows = await listPublicSiteRows(db);
  return rows.map((row) => ({ ...row, content: { body: readableSections(row.content.body) } }));
}

export async function listPublicBlocks(db: Db): Promise<Block[]> {
  const rows = await listPublicBlockRows(db);
  return rows.map((row) => ({
    ...row,
    content: { ...row.content, body: row.content.body.map(sanitizeValue) },
  }));
}

export const listNavigations = (db: Db): Promise<Navigation[]> => listNavigationRows(db);

/** Public sites' paths and last changes (the sitemap). */
export const listPublicSitePages = (db: Db) => listPublicSiteChanges(db);
