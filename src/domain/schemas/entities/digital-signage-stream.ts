import { z } from 'zod';
import { list } from '../../content/sections.js';
import { referenceItem, requiredText } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { idSchema } from '../common.js';
import { searchParam } from './project.js';

export const digitalSignageStreamLabels = { id: 'ID', name: 'Name', segments: 'Filmsequenzen' } as const;

/**
 * What a TV plays: its segments in order, in a loop. A segment may appear more than once (the daily
 * special between every other sequence).
 */
export const digitalSignageStreamInputSchema = labelled(
  z.object({ name: requiredText(200), segments: list(referenceItem(), 200).default([]) }),
  digitalSignageStreamLabels,
);
export type DigitalSignageStreamInput = z.infer<typeof digitalSignageStreamInputSchema>;

export const digitalSignageStreamEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    name: z.string(),
    segments: z.array(z.object({ id: z.number().int() })),
  }),
  digitalSignageStreamLabels,
);
export type DigitalSignageStreamEntity = z.infer<typeof digitalSignageStreamEntitySchema>;

export const digitalSignageStreamFilterSchema = z.object({
  segment: idSchema.optional(),
  search: searchParam(),
});
export type DigitalSignageStreamFilter = z.infer<typeof digitalSignageStreamFilterSchema>;
