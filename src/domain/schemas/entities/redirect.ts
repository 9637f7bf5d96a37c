import { z } from 'zod';
import { linkUrl, sitePath } from '../../content/content-fields.js';
import { labelled } from '../../validation/labels.js';
import { validationMessages as m } from '../../validation/messages.js';

export const redirectLabels = { id: 'ID', path: 'Pfad', target: 'Ziel', statusCode: 'Statuscode' } as const;

/** Sends visitors of an old or short path on, e.g. /agb to /site/terms-and-conditions. */
export const redirectInputSchema = labelled(
  z.object({
    path: sitePath(),
    target: linkUrl(),
    // 301 for a page that moved for good (search engines follow), 302 for a temporary detour.
    statusCode: z.union([z.literal(301), z.literal(302)], { error: m.choice }).default(301),
  }),
  redirectLabels,
);
export type RedirectInput = z.infer<typeof redirectInputSchema>;

export const redirectEntitySchema = labelled(
  z.object({ id: z.number().int(), path: z.string(), target: z.string(), statusCode: z.number().int() }),
  redirectLabels,
);
export type RedirectEntity = z.infer<typeof redirectEntitySchema>;
