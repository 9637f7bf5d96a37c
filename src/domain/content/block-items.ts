import { z } from 'zod';
import { optionalText, requiredText } from '../validation/fields.js';
import { validationMessages as m } from '../validation/messages.js';
import {
  contentImageInputSchema,
  contentImageSchema,
  linkUrl,
  richText,
  type ContentImageSchema,
} from './content-fields.js';
import { contentMessages } from './messages.js';
import type { ContentProblem } from './site-body.js';
import { list } from './sections.js';

/** The block the breakfast request reads its steps from (storefront spec, section 3). */
export const BREAKFAST_BLOCK = 'breakfast';
export const breakfastItemTypes = [
  'appointment',
  'customers',
  'breakfast',
  'summary',
  'data',
  'thankYou',
] as const;

function blockItemSchemasWith<TImage extends ContentImageSchema>(image: TImage) {
  const title = optionalText(200).meta({ title: 'Titel' });
  const text = richText().meta({ title: 'Text' });
  const step = z.object({ title, text });
  const item = <TType extends string, TValue extends z.ZodType>(type: TType, value: TValue) =>
    z.object({ type: z.literal(type), value });
  return [
    item('text', richText().meta({ title: 'Text' })),
    item('image', linkUrl().meta({ title: 'Adresse des Bildes' })),
    item(
      'appointment',
      step.extend({
        // Which branch takes the requests (its identifier); empty: the first branch.
        branch: optionalText(100).meta({ title: 'Filiale (Kennung)' }),
        seatsPerSlot: z
          .number({ error: m.number })
          .int({ error: m.wholeNumber })
          .min(1, { error: m.positive })
          .max(10_000, { error: m.tooLarge })
          .nullable()
          .default(null)
          .meta({ title: 'Plätze je halbe Stunde' }),
      }),
    ),
    item(
      'customers',
      step.extend({
        groups: list(z.object({ name: requiredText(100).meta({ title: 'Name' }) }), 20)
          .min(1, { error: m.blank })
          .meta({ title: 'Personengruppen' }),
      }),
    ),
    item(
      'breakfast',
      step.extend({
        types: list(
          z.object({
            value: z.object({
              text: requiredText(200).meta({ title: 'Bezeichnung' }),
              description: richText().optional().meta({ title: 'Beschreibung' }),
              image: image.nullable().optional().meta({ title: 'Bild' }),
            }),
          }),
          50,
        )
          .min(1, { error: m.blank })
          .meta({ title: 'Frühstücksarten' }),
      }),
    ),
    item('summary', step),
    item('data', step),
    item('thankYou', z.object({ text, icon: optionalText(50).meta({ title: 'Symbol' }) })),
  ] as const;
}

const blockContentWith = <TImage extends ContentImageSchema>(image: TImage) =>
  z.object({
    body: list(z.discriminatedUnion('type', blockItemSchemasWith(image), { error: m.choice }))
      .default([])
      .meta({ title: 'Inhalt' }),
    link: z
      .object({
        linkUrl: linkUrl().meta({ title: 'Adresse' }),
        linkLabel: optionalText(100).meta({ title: 'Beschriftung' }),
      })
      .nullable()
      .default(null)
      .meta({ title: 'Link' }),
  });

export const blockContentInputSchema = blockContentWith(contentImageInputSchema);
export const blockContentSchema = blockContentWith(contentImageSchema);
export type BlockContentInput = z.infer<typeof blockContentInputSchema>;

/** The breakfast steps only mean something in the breakfast block, which reads nothing else. */
export function blockBodyProblem(
  identifier: string,
  body: readonly { type: string }[],
): ContentProblem | undefined {
  const isBreakfastItem = (type: string) => (breakfastItemTypes as readonly string[]).includes(type);
  const index = body.findIndex((item) => isBreakfastItem(item.type) !== (identifier === BREAKFAST_BLOCK));
  return index < 0
    ? undefined
    : {
        field: `content.body.${index}.type`,
        message:
          identifier === BREAKFAST_BLOCK
            ? contentMessages.onlyBreakfastItems
            : contentMessages.breakfastItemOutsideBreakfast,
      };
}
