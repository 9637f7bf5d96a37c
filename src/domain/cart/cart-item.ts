import { z } from 'zod';
import { reference } from '../validation/fields.js';
import type { PartType } from '../schemas/catalog.js';
import { unitIdSchema } from '../units/unit-id-schema.js';
import { AMOUNT_CEILING } from '../units/snap.js';

/** Long enough for a real wish ('Ei bitte hart gekocht, ohne Salz …'), short enough to print on a ticket. */
export const PART_TEXT_MAX_LENGTH = 2000;
/** The spec allows several files for 'files' and 'images' without a limit; this bounds the payload. */
export const PART_UPLOADS_MAX = 20;

/**
 * The answer to one part. The kind follows the part type: option names for select and
 * multiselect, text for text and textarea, upload ids for file, files, image and images.
 * Tagged, so an empty answer still says what it is and a mismatch with the part is detectable.
 */
export const partAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('options'), selected: z.array(z.string()).max(100) }),
  z.object({ kind: z.literal('text'), text: z.string().max(PART_TEXT_MAX_LENGTH) }),
  z.object({
    kind: z.literal('uploads'),
    uploadIds: z.array(reference()).max(PART_UPLOADS_MAX),
  }),
]);
export type PartAnswer = z.infer<typeof partAnswerSchema>;
export type PartAnswerKind = PartAnswer['kind'];

export function answerKindOf(type: PartType): PartAnswerKind {
  switch (type) {
    case 'select':
    case 'multiselect':
      return 'options';
    case 'text':
    case 'textarea':
      return 'text';
    case 'file':
    case 'files':
    case 'image':
    case 'images':
      return 'uploads';
  }
}

/**
 * An item as the browser sends it and the server prices it. Answers are keyed by part name, not
 * by position: if the operator reorders parts, answers stay with their part; if a part is renamed,
 * its answer goes missing and the item becomes invalid instead of answering the wrong question.
 */
export const cartItemSchema = z.object({
  productId: reference(),
  amount: z
    .number({ error: 'Bitte geben Sie eine gültige Menge an.' })
    .positive({ error: 'Bitte geben Sie eine gültige Menge an.' })
    .max(AMOUNT_CEILING, { error: 'Bitte geben Sie eine gültige Menge an.' }),
  unit: unitIdSchema,
  parts: z.record(z.string(), partAnswerSchema),
});
export type CartItem = z.infer<typeof cartItemSchema>;
