import { z } from 'zod';
import { contentMessages } from '../../content/messages.js';
import { list } from '../../content/sections.js';
import { identifier, optionalText, reference, requiredText, wholeNumber } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { validationMessages as m } from '../../validation/messages.js';

export const MAX_TEMPLATE_SIDE = 10_000;
const hexColor = /^#[0-9a-f]{6}$/i;

const between = (min: number, max: number) =>
  wholeNumber()
    .min(min, { error: contentMessages.numberBetween(min, max) })
    .max(max, { error: contentMessages.numberBetween(min, max) });
const side = () => between(1, MAX_TEMPLATE_SIDE);
const offset = () => between(-MAX_TEMPLATE_SIDE, MAX_TEMPLATE_SIDE);
const color = () =>
  z
    .string({ error: m.blank })
    .trim()
    .regex(hexColor, { error: 'Bitte geben Sie eine Farbe im Format #RRGGBB an.' });

const box = { x: offset().meta({ title: 'X (px)' }), y: offset().meta({ title: 'Y (px)' }) };

/**
 * The layers of a template, drawn in order onto a canvas of the template's size (e.g. a price label or a
 * social-media picture): an image, a text, or a filled rectangle. Positions are pixels from the top left.
 */
export const imageTemplateLayerSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('image'),
      ...box,
      width: side().meta({ title: 'Breite (px)' }),
      height: side().meta({ title: 'Höhe (px)' }),
      image: reference().meta({ title: 'Bild' }),
    }),
    z.object({
      type: z.literal('text'),
      ...box,
      width: side().meta({ title: 'Breite (px)' }),
      text: requiredText(500).meta({ title: 'Text' }),
      fontFamily: optionalText(100).meta({ title: 'Schriftart' }),
      fontSize: between(4, 1000).meta({ title: 'Schriftgröße (px)' }),
      color: color().meta({ title: 'Farbe' }),
      align: z
        .enum(['left', 'center', 'right'], { error: m.choice })
        .default('left')
        .meta({ title: 'Ausrichtung' }),
    }),
    z.object({
      type: z.literal('rectangle'),
      ...box,
      width: side().meta({ title: 'Breite (px)' }),
      height: side().meta({ title: 'Höhe (px)' }),
      color: color().meta({ title: 'Farbe' }),
    }),
  ],
  { error: m.choice },
);
export type ImageTemplateLayer = z.infer<typeof imageTemplateLayerSchema>;

export const imageTemplateLabels = {
  id: 'ID',
  identifier: 'Kennung',
  name: 'Name',
  width: 'Breite (px)',
  height: 'Höhe (px)',
  layers: 'Ebenen',
} as const;

export const imageTemplateInputSchema = labelled(
  z.object({
    identifier: identifier(),
    name: optionalText(200),
    width: side(),
    height: side(),
    layers: list(imageTemplateLayerSchema).default([]),
  }),
  imageTemplateLabels,
);
export type ImageTemplateInput = z.infer<typeof imageTemplateInputSchema>;

export const imageTemplateEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    identifier: z.string(),
    name: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    layers: z.array(imageTemplateLayerSchema),
  }),
  imageTemplateLabels,
);
export type ImageTemplateEntity = z.infer<typeof imageTemplateEntitySchema>;
