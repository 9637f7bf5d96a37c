import type { Section } from '../../../../domain/schemas/content.js';

export interface TextBlock {
  title?: string;
  html?: string;
}

export interface SectionText extends TextBlock {
  /** Columns, teaser items or history events, each with its own heading and text. */
  parts: TextBlock[];
}

const titleFields = ['title', 'headline', 'heading', 'introTitle', 'label', 'year'] as const;
const textFields = ['text', 'body', 'description', 'content', 'html'] as const;
const listFields = ['columns', 'items', 'events'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstText(value: Record<string, unknown>, fields: readonly string[]): string | undefined {
  for (const field of fields) {
    const candidate = value[field];
    if (typeof candidate === 'number') return String(candidate);
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return undefined;
}

function textBlock(value: Record<string, unknown>): TextBlock | undefined {
  const title = firstText(value, titleFields);
  const html = firstText(value, textFields);
  return title === undefined && html === undefined ? undefined : { title, html };
}

/**
 * The headings and text a section plainly carries, whatever its type. Sliders, galleries and forms have
 * no text of their own; they are left out until the content sections get their own views.
 */
export function sectionText(section: Section): SectionText | undefined {
  const value = section.value;
  if (typeof value === 'string') return value.trim() === '' ? undefined : { html: value, parts: [] };
  if (!isRecord(value)) return undefined;
  const parts = listFields.flatMap((field) => {
    const list = value[field];
    if (!Array.isArray(list)) return [];
    return list.flatMap((item) => {
      const block = isRecord(item) ? textBlock(item) : undefined;
      return block === undefined ? [] : [block];
    });
  });
  const own = textBlock(value);
  if (own === undefined && parts.length === 0) return undefined;
  return { ...own, parts };
}
