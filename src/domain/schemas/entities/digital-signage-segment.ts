import { z } from 'zod';
import { weekdays } from '../../opening-hours/weekdays.js';
import { segmentBoards, segmentKinds, signageMessages } from '../../signage/signage-rules.js';
import {
  optionalText,
  orNull,
  reference,
  referenceItem,
  requiredText,
  webAddress,
  wholeNumber,
} from '../../validation/fields.js';
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
  scene: 'Szene',
  content: 'Inhalt',
} as const;

const TIME_MESSAGE = 'Bitte geben Sie eine Uhrzeit im Format HH:mm an.';
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: TIME_MESSAGE })
  .nullable()
  .default(null);

/** When the segment plays (Vienna time); none: always. See isOnSchedule. */
const segmentSchedule = z
  .object({
    days: z
      .array(z.enum(weekdays, { error: m.choice }))
      .max(7)
      .default([])
      .meta({ title: 'Wochentage' }),
    from: time.meta({ title: 'Von' }),
    to: time.meta({ title: 'Bis' }),
  })
  .nullable()
  .default(null);

const segmentContent = z.object({
  title: optionalText(200).meta({ title: 'Titel' }),
  text: optionalText(2000).meta({ title: 'Text' }),
  // The TV shows a web page in a frame, which the security policy allows for https addresses only.
  url: orNull(
    webAddress().refine((value) => value.toLowerCase().startsWith('https://'), {
      error: signageMessages.notHttps,
    }),
  )
    .default(null)
    .meta({ title: 'Webseite' }),
  board: z.enum(segmentBoards, { error: m.choice }).nullable().default(null).meta({ title: 'Anzeige' }),
  // The menu board's menu (none: the one the TV's branch serves now) and categories (none: all).
  menu: reference().nullable().default(null).meta({ title: 'Produktkatalog' }),
  categories: z.array(reference()).max(100).default([]).meta({ title: 'Kategorien' }),
  schedule: segmentSchedule.meta({ title: 'Zeitplan' }),
});

/** The content as answered: what the input schema stored, without its clean-up steps (answers are encoded). */
const segmentContentOut = z.object({
  title: z.string(),
  text: z.string(),
  url: z.string().nullable(),
  board: z.enum(segmentBoards).nullable(),
  menu: z.number().int().nullable(),
  categories: z.array(z.number().int()),
  schedule: z
    .object({ days: z.array(z.enum(weekdays)), from: z.string().nullable(), to: z.string().nullable() })
    .nullable(),
});

/** A segment's content when none is given; forms complete a stored one, which may lack keys added later, with it. */
export const emptySegmentContent: z.output<typeof segmentContent> = {
  title: '',
  text: '',
  url: null,
  board: null,
  menu: null,
  categories: [],
  schedule: null,
};

/**
 * One sequence a TV shows for a while: a picture, a video, a scene, a web page, the branch's live pickup
 * board or menu board, or a text slide; each with its duration and, where it should not always play, its schedule.
 */
export const digitalSignageSegmentInputSchema = labelled(
  z.object({
    name: requiredText(200),
    image: referenceItem().nullable().default(null),
    upload: referenceItem().nullable().default(null),
    scene: referenceItem().nullable().default(null),
    durationSeconds: wholeNumber()
      .min(1, { error: `Bitte geben Sie eine Dauer von 1 bis ${MAX_SEGMENT_SECONDS} Sekunden an.` })
      .max(MAX_SEGMENT_SECONDS, {
        error: `Bitte geben Sie eine Dauer von 1 bis ${MAX_SEGMENT_SECONDS} Sekunden an.`,
      })
      .default(10),
    content: segmentContent.default(emptySegmentContent),
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
    scene: z.object({ id: z.number().int() }).nullable(),
    durationSeconds: z.number().int(),
    content: segmentContentOut,
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
