import type { z } from 'zod';
import { imageReferences, withCurrentImages } from '../../../domain/content/image-references.js';
import { contentMessages } from '../../../domain/content/messages.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { currentImages } from '../images/image-lookup.js';
import { sanitizeRichText } from './sanitize-rich-text.js';

/** Fields that hold HTML in pages and blocks; a block's or default page's 'text' item holds it in 'value'. */
const richTextKeys = new Set(['text', 'description']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Sanitises rich text on write, so the database never holds script. Like the read side, only text with
 * markup is touched: plain text keeps its '&' and quotes as typed.
 */
function sanitizeRichTextFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sanitizeRichTextFields);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      const isRichText = richTextKeys.has(key) || (key === 'value' && value.type === 'text');
      if (isRichText && typeof inner === 'string' && inner.includes('<'))
        return [key, sanitizeRichText(inner)];
      return [key, sanitizeRichTextFields(inner)];
    }),
  );
}

/**
 * Content as it is stored: every image it names exists (else 422 naming the field) and is filled in as it
 * is now, and its rich text is sanitised. The result is checked against the stored shape.
 */
export async function prepareContent<TStored extends z.ZodType>(
  db: Db,
  content: unknown,
  stored: TStored,
  field = 'content',
): Promise<z.output<TStored>> {
  const references = imageReferences(content, field);
  const images = await currentImages(
    db,
    references.map((reference) => reference.id),
  );
  const missing = references.find((reference) => !images.has(reference.id));
  if (missing) throw new HttpError(422, contentMessages.unknownImage, missing.field);
  return stored.parse(sanitizeRichTextFields(withCurrentImages(content, images)));
}
