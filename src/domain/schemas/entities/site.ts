import { z } from 'zod';
import { sitePath } from '../../content/content-fields.js';
import { contentSectionSchema, list, sectionInputSchema } from '../../content/sections.js';
import { siteTypes } from '../../content/site-body.js';
import { optionalText, requiredText } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { validationMessages as m } from '../../validation/messages.js';

export const siteLabels = {
  id: 'ID',
  path: 'Pfad',
  type: 'Seitentyp',
  name: 'Name',
  title: 'Titel',
  description: 'Beschreibung',
  isPublic: 'Öffentlich',
  content: 'Inhalt',
} as const;

/** A page of the storefront at /{path}: one rich-text body ('default') or ordered sections ('custom_site'). */
export const siteInputSchema = labelled(
  z.object({
    path: sitePath(),
    type: z.enum(siteTypes, { error: m.choice }).default('default'),
    name: requiredText(200),
    title: optionalText(200),
    description: optionalText(500),
    isPublic: z.boolean().default(false),
    content: z
      .object({ body: list(sectionInputSchema).default([]).meta({ title: 'Abschnitte' }) })
      .default({ body: [] }),
  }),
  siteLabels,
);
export type SiteInput = z.infer<typeof siteInputSchema>;

export const siteEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    path: z.string(),
    // Any other type shows the storefront's error view; answers never fail on it.
    type: z.string(),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    isPublic: z.boolean(),
    content: z.object({ body: z.array(contentSectionSchema).meta({ title: 'Abschnitte' }) }),
  }),
  siteLabels,
);
export type SiteEntity = z.infer<typeof siteEntitySchema>;
