import { z } from 'zod';
import { INT32_MAX } from '../validation/fields.js';
import { labelLayoutNames } from './labels.js';

/** At most this many labels per PDF: ten compact sheets, enough for a shop's shelf, small enough to render at once. */
export const MAX_LABELS = 480;

export const labelMessages = {
  products: 'Bitte wählen Sie mindestens ein Produkt.',
  tooMany: `Bitte wählen Sie höchstens ${MAX_LABELS} Etiketten auf einmal.`,
  unknownProduct: 'Mindestens eines der gewählten Produkte gibt es nicht.',
  layout: 'Bitte wählen Sie das Layout compact oder detail.',
  skip: 'Bitte geben Sie an, wie viele Plätze des ersten Bogens frei bleiben (0 bis 47).',
} as const;

/**
 * `?layout=compact&products=3,5,5&skip=2`: the products in the order of the labels (an id twice prints
 * two labels), and how many places of the first sheet are already used.
 */
export const labelQuerySchema = z.object({
  layout: z.enum(labelLayoutNames, { error: labelMessages.layout }).default('compact'),
  products: z
    .string({ error: labelMessages.products })
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: labelMessages.products })
    .transform((value) => value.split(',').map(Number))
    .refine((ids) => ids.every((id) => id <= INT32_MAX), { error: labelMessages.products })
    .refine((ids) => ids.length <= MAX_LABELS, { error: labelMessages.tooMany }),
  skip: z.coerce
    .number({ error: labelMessages.skip })
    .int({ error: labelMessages.skip })
    .min(0, { error: labelMessages.skip })
    .max(47, { error: labelMessages.skip })
    .default(0),
});
export type LabelQuery = z.infer<typeof labelQuerySchema>;
