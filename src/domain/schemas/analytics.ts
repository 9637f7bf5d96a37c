import { z } from 'zod';

/** The storefront's tracking events (spec, section 7). */
export const analyticsEventActions = ['initiate_checkout', 'add_to_cart', 'purchase'] as const;
export type AnalyticsEventAction = (typeof analyticsEventActions)[number];

/** An entry carries a path or an event's few facts, never a document: its data stays this small. */
export const ANALYTICS_DATA_MAX_CHARS = 2000;

const messages = {
  type: 'Die Art des Eintrags muss „pageview“ oder „event“ sein.',
  path: 'Die Seite muss ein Pfad sein, der mit / beginnt (höchstens 500 Zeichen).',
  action: 'Unbekanntes Ereignis.',
  category: 'Die Kategorie darf höchstens 100 Zeichen lang sein.',
  data: `Die Daten des Eintrags dürfen höchstens ${ANALYTICS_DATA_MAX_CHARS} Zeichen umfassen.`,
} as const;

const category = z
  .string()
  .trim()
  .min(1, { error: messages.category })
  .max(100, { error: messages.category });
const data = z
  .record(z.string().max(100), z.json())
  .refine((value) => JSON.stringify(value).length <= ANALYTICS_DATA_MAX_CHARS, { error: messages.data });

/**
 * POST /api/analytics-log (spec, section 7: type, action, category, data). A page view's action is the
 * path that was shown; an event's action is one of the tracking events.
 */
export const analyticsEntrySchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('pageview'),
      action: z.string().regex(/^\/[^\s]{0,499}$/, { error: messages.path }),
      category: category.optional(),
      data: data.optional(),
    }),
    z.object({
      type: z.literal('event'),
      action: z.enum(analyticsEventActions, { error: messages.action }),
      category: category.optional(),
      data: data.optional(),
    }),
  ],
  { error: messages.type },
);
export type AnalyticsEntry = z.infer<typeof analyticsEntrySchema>;
