import { z } from 'zod';
import { decimal, reference, wholeNumber } from '../validation/fields.js';
import { validationMessages as m } from '../validation/messages.js';

/** An entity id in a path or a query: a positive decimal integer; anything else is a 400, never a 500. */
export const idSchema = decimal(reference(), m.invalidId);

export const idParamsSchema = z.object({ id: idSchema });

export const centsSchema = z.number().int().min(0);
export const taxRateSchema = z.number().min(0).max(100);
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'Bitte geben Sie eine Uhrzeit im Format HH:mm an.' });

// Forms send back the image they read (the configuration's logo), so its numbers are input too.
export const imageSchema = z.object({
  id: reference(),
  version: wholeNumber(),
  extension: z.string(),
  width: wholeNumber(),
  height: wholeNumber(),
  alt: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

export const uploadSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  extension: z.string(),
  publicHash: z.string(),
  mimeType: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** The API's failure body (ARCHITECTURE.md, section 3). */
export const apiErrorSchema = z.object({
  errors: z.array(z.object({ message: z.string(), field: z.string().optional() })),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
