import { z } from 'zod';
import { optionalText, requiredText, wholeNumber } from '../validation/fields.js';
import { validationMessages as m } from '../validation/messages.js';
import { contentMessages } from './messages.js';
import {
  colorSchema,
  contentImageInputSchema,
  contentImageSchema,
  embedUrl,
  linkSchema,
  richText,
  type ContentImageSchema,
} from './content-fields.js';

/** The section types of custom_site pages (storefront spec, section 2), in the spec's order. */
export const sectionTypes = [
  'hero',
  'heroSmall',
  'sectionIntroduction',
  'sectionIntroductionMain',
  'sectionText',
  'sectionTwoColumns',
  'sectionThreeColumns',
  'sectionMediaText',
  'sectionImageText',
  'sectionTeaser',
  'sectionGallery',
  'sectionSlider',
  'sectionBanner',
  'sectionForm',
  'sectionBreakfastRequest',
  'sectionHistory',
] as const;
export type SectionType = (typeof sectionTypes)[number];

/** The one section of a 'default' page: its rich-text body. */
export const TEXT_SECTION = 'text';

const MAX_LIST = 100;
export const list = <T extends z.ZodType>(item: T, max = MAX_LIST) =>
  z.array(item).max(max, { error: contentMessages.tooManyEntries(max) });
export const percent = () =>
  z
    .number({ error: m.number })
    .min(0, { error: contentMessages.numberBetween(0, 100) })
    .max(100, { error: contentMessages.numberBetween(0, 100) });

/** Builds the section schemas around an image schema: `{ id }` when written, the full image when read. */
function sectionSchemasWith<TImage extends ContentImageSchema>(image: TImage) {
  const title = optionalText(200).meta({ title: 'Titel' });
  const text = richText().meta({ title: 'Text' });
  const color = colorSchema.optional().meta({ title: 'Farbe' });
  const link = linkSchema.nullable().optional().meta({ title: 'Link' });
  const optionalImage = image.nullable().optional().meta({ title: 'Bild' });
  const images = list(image).default([]).meta({ title: 'Bilder' });

  const titled = z.object({ title, text, color });
  const visual = titled.extend({ image: optionalImage, link });
  const column = z.object({ title, text, image: optionalImage, link });

  const section = <TType extends string, TValue extends z.ZodType>(type: TType, value: TValue) =>
    z.object({ type: z.literal(type), value });

  return [
    section('text', richText().meta({ title: 'Text' })),
    section('hero', visual),
    section('heroSmall', visual),
    section('sectionIntroduction', titled),
    section(
      'sectionIntroductionMain',
      titled.extend({ subtitle: optionalText(200).meta({ title: 'Untertitel' }) }),
    ),
    section('sectionText', titled),
    section(
      'sectionTwoColumns',
      z.object({
        title,
        color,
        columns: z
          .array(column)
          .length(2, { error: contentMessages.exactColumns(2) })
          .meta({ title: 'Spalten' }),
      }),
    ),
    section(
      'sectionThreeColumns',
      z.object({
        title,
        color,
        columns: z
          .array(column)
          .length(3, { error: contentMessages.exactColumns(3) })
          .meta({ title: 'Spalten' }),
      }),
    ),
    section(
      'sectionMediaText',
      titled.extend({
        media: z
          .discriminatedUnion(
            'type',
            [
              z.object({ type: z.literal('image'), image: image.meta({ title: 'Bild' }) }),
              z.object({
                type: z.literal('video'),
                url: embedUrl().meta({ title: 'Adresse des Videos' }),
                title: optionalText(200).meta({ title: 'Titel des Videos' }),
              }),
            ],
            { error: m.choice },
          )
          .meta({ title: 'Medium' }),
        mediaPosition: z
          .enum(['left', 'right'], { error: m.choice })
          .default('left')
          .meta({ title: 'Position des Mediums' }),
        link,
      }),
    ),
    section(
      'sectionImageText',
      titled.extend({
        image: image.meta({ title: 'Bild' }),
        markers: list(
          z.object({
            positionX: percent().meta({ title: 'Position von links (%)' }),
            positionY: percent().meta({ title: 'Position von oben (%)' }),
            label: requiredText(100).meta({ title: 'Beschriftung' }),
            description: optionalText(2000).meta({ title: 'Beschreibung' }),
          }),
        )
          .default([])
          .meta({ title: 'Markierungen' }),
      }),
    ),
    section(
      'sectionTeaser',
      z.object({
        title,
        color,
        items: list(
          z.object({
            image: optionalImage,
            introTitle: optionalText(200).meta({ title: 'Überschrift' }),
            text: optionalText(2000).meta({ title: 'Text' }),
            link,
          }),
        ).meta({ title: 'Teaser' }),
      }),
    ),
    section('sectionGallery', z.object({ title, color, images })),
    section(
      'sectionSlider',
      z.object({
        title,
        color,
        auto: z.boolean().default(true).meta({ title: 'Automatisch weiterschalten' }),
        slides: list(
          z.discriminatedUnion(
            'type',
            [
              z.object({ type: z.literal('image'), value: image.meta({ title: 'Bild' }) }),
              z.object({
                type: z.literal('slideIFrame'),
                value: z.object({
                  url: embedUrl().meta({ title: 'Adresse des Videos' }),
                  title: optionalText(200).meta({ title: 'Titel des Videos' }),
                }),
              }),
            ],
            { error: m.choice },
          ),
        ).meta({ title: 'Folien' }),
      }),
    ),
    section('sectionBanner', visual),
    section('sectionForm', titled),
    section('sectionBreakfastRequest', titled),
    section(
      'sectionHistory',
      z.object({
        title,
        color,
        events: list(
          z.object({
            year: wholeNumber()
              .min(1000, { error: contentMessages.numberBetween(1000, 9999) })
              .max(9999, { error: contentMessages.numberBetween(1000, 9999) })
              .meta({ title: 'Jahr' }),
            text,
            images,
          }),
        ).meta({ title: 'Ereignisse' }),
      }),
    ),
  ] as const;
}

const sectionUnion = <TImage extends ContentImageSchema>(image: TImage) =>
  z.discriminatedUnion('type', sectionSchemasWith(image), { error: m.choice });

/** A section as the back office sends it: images by id. */
export const sectionInputSchema = sectionUnion(contentImageInputSchema);
export type SectionInput = z.infer<typeof sectionInputSchema>;

/** A section as stored and answered: images with version, size and alt text. */
export const contentSectionSchema = sectionUnion(contentImageSchema);
export type ContentSection = z.infer<typeof contentSectionSchema>;

type Image = z.infer<typeof contentImageSchema>;
/**
 * ContentSection with its images spelled out: the schema factory is generic over the image schema, and
 * TypeScript widens the image fields it builds to the constraint (`{ id } | Image`, `unknown[]`).
 */
type Served<T> = unknown extends T
  ? Image
  : T extends readonly (infer Item)[]
    ? Served<Item>[]
    : T extends { id: number }
      ? Exclude<keyof T, 'id'> extends never
        ? Image
        : { [K in keyof T]: Served<T[K]> }
      : T extends object
        ? { [K in keyof T]: Served<T[K]> }
        : T;
/** A section as the storefront gets it from /api/init (read through contentSectionSchema on the server). */
export type ServedSection = ContentSection extends infer S
  ? S extends { type: infer TType; value: infer TValue }
    ? { type: TType; value: Served<TValue> }
    : never
  : never;
