import { z } from 'zod';
import { identifier, optionalText, requiredText } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';

export const donateeLabels = {
  id: 'ID',
  identifier: 'Kennung',
  name: 'Name',
  description: 'Beschreibung',
  isEnabled: 'Aktiv',
} as const;

/** A donation recipient guests can round their order up for. */
export const donateeInputSchema = labelled(
  z.object({
    identifier: identifier(),
    name: requiredText(200),
    description: optionalText(5000),
    isEnabled: z.boolean().default(true),
  }),
  donateeLabels,
);
export type DonateeInput = z.infer<typeof donateeInputSchema>;

export const donateeEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    identifier: z.string(),
    name: z.string(),
    description: z.string(),
    isEnabled: z.boolean(),
  }),
  donateeLabels,
);
export type DonateeEntity = z.infer<typeof donateeEntitySchema>;
