import { z } from 'zod';
import { blockContentInputSchema, blockContentSchema } from '../../content/block-items.js';
import { identifier } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';

export const blockLabels = {
  id: 'ID',
  identifier: 'Kennung',
  isPublic: 'Öffentlich',
  content: 'Inhalt',
} as const;

/** A content block the storefront shows by identifier, e.g. 'news' (the pop-up) and 'breakfast'. */
export const blockInputSchema = labelled(
  z.object({
    identifier: identifier(),
    isPublic: z.boolean().default(false),
    content: blockContentInputSchema.default({ body: [], link: null }),
  }),
  blockLabels,
);
export type BlockInput = z.infer<typeof blockInputSchema>;

export const blockEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    identifier: z.string(),
    isPublic: z.boolean(),
    content: blockContentSchema,
  }),
  blockLabels,
);
export type BlockEntity = z.infer<typeof blockEntitySchema>;
