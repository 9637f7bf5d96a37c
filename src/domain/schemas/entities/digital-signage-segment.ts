import { z } from 'zod';
import { segmentKinds } from '../../signage/signage-rules.js';
import { optionalText, referenceItem, requiredText, wholeNumber } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { validationMessages as m } from '../../validation/messages.js';
import { idSchema, imageSchema, uploadSchema } from '../common.js';
import { searchParam } from './project.js';

export const MAX_SEGMENT_SECONDS = 3600;

export const digitalSignageSegmentLabels = {
  id: 'ID',
  name: 'Name',
  kind: 'Art',
  image: 'Bild',
  upload: 'Video',
  durationSeconds: 'Dauer (Sekunden)',
  content: 'Text',
} as const;

const segmentContent = z.object({
  title: optionalText(200).meta({ title: 'Titel' }),
  text: optionalText(2000).meta({ title: 'Text' }),
});

/** One sequence a TV shows for a while: a picture, a video, or a text slide. */
export const digitalSignageSegmentInputSchema = labelled(
  z.object({
    name: requiredText(200),
    image: referenceItem().nullable().default(null),
    upload: referenceItem().nullable().default(null),
    durationSeconds: wholeNumber()
      .min(1, { error: `Bitte geben Sie eine Dauer von 1 bis ${MAX_SEGMENT_SECONDS} Sekunden an.` })
      .max(MAX_SEGMENT_SECONDS, {
        error: `Bitte geben Sie eine Dauer von 1 bis ${MAX_SEGMENT_SECONDS} Sekunden an.`,
      })
      .default(10),
    content: segmentContent.default({ title: '', text: '' }),
  }),
  digitalSignageSegmentLabels,
);
export type DigitalSignageSegmentInput = z.infer<typeof digitalSignageSegmentInputSchema>;

export const digitalSignageSegmentEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(segmentKinds),
    image: imageSchema.nullable(),
    upload: uploadSchema.nullable(),
    durationSeconds: z.number().int(),
    content: z.object({ title: z.string(), text: z.string() }),
  }),
  digitalSignageSegmentLabels,
);
export type DigitalSignageSegmentEntity = z.infer<typeof digitalSignageSegmentEntitySchema>;

export const digitalSignageSegmentFilterSchema = z.object({
  kind: z.enum(segmentKinds, { error: m.choice }).optional(),
  stream: idSchema.optional(),
  search: searchParam(),
});
export type DigitalSignageSegmentFilter = z.infer<typeof digitalSignageSegmentFilterSchema>;
