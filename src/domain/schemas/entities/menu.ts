import { z } from 'zod';
import { isoDateTime, reference, referenceItems, references, requiredText } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { validationMessages as m } from '../../validation/messages.js';
import { menuSchema } from '../catalog.js';

export const menuLabels = {
  id: 'ID',
  name: 'Name',
  availableFrom: 'Gültig ab',
  branches: 'Filialen',
  catalog: 'Produktkatalog',
} as const;

const catalogCategorySchema = z.object({ id: reference(), products: referenceItems() });

/**
 * A menu (spec: Produktkatalog): from `availableFrom` on, the latest such menu of a branch is its active
 * one. The catalogue is the ordered categories, each with its ordered products; saving replaces it.
 */
export const menuInputSchema = labelled(
  z.object({
    name: requiredText(200),
    availableFrom: isoDateTime(),
    branches: references().default([]),
    catalog: z
      .object({
        categories: z
          .array(catalogCategorySchema)
          .refine(
            (categories) => new Set(categories.map((category) => category.id)).size === categories.length,
            {
              error: m.duplicateEntry,
            },
          ),
      })
      .default({ categories: [] }),
  }),
  menuLabels,
);
export type MenuInput = z.infer<typeof menuInputSchema>;

export const menuEntitySchema = labelled(menuSchema, menuLabels);
export type MenuEntity = z.infer<typeof menuEntitySchema>;
