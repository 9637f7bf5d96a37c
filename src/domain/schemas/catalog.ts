import { z } from 'zod';
import { allergenLetters, type Allergen } from '../catalog/allergens.js';
import { openingHoursSchema } from '../opening-hours/rules.js';
import { unitIdSchema } from '../units/unit-id-schema.js';
import { centsSchema, imageSchema, taxRateSchema } from './common.js';

export const allergenSchema = z.enum(allergenLetters);
export { allergenLetters, type Allergen };

export const calculationModelSchema = z.enum(['fixed', 'approximate', 'minimum']);
export type CalculationModel = z.infer<typeof calculationModelSchema>;

export const quantityRulesSchema = z.object({
  minimumQuantity: z.number().positive(),
  maximumQuantity: z.number().positive().nullable(),
  quantityStepSize: z.number().positive(),
});

export const alternativeUnitSchema = quantityRulesSchema.extend({
  unit: unitIdSchema,
  ratio: z.number().positive(),
  calculationModel: calculationModelSchema,
});
export type AlternativeUnit = z.infer<typeof alternativeUnitSchema>;

export const partTypeSchema = z.enum([
  'select',
  'multiselect',
  'text',
  'textarea',
  'file',
  'files',
  'image',
  'images',
]);
export type PartType = z.infer<typeof partTypeSchema>;

export const partOptionSchema = z.object({
  name: z.string().min(1),
  modifier: z.enum(['add', 'subtract', 'overwrite']),
  value: centsSchema,
});
export type PartOption = z.infer<typeof partOptionSchema>;

export const partSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  type: partTypeSchema,
  isOptional: z.boolean(),
  options: z.array(partOptionSchema),
});
export type Part = z.infer<typeof partSchema>;

export const leadTimeTypeSchema = z.enum(['minutes', 'hours', 'days', 'weeks']);

export const productSchema = quantityRulesSchema.extend({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  type: z.enum(['simple', 'configurable', 'bundle']),
  description: z.string(),
  allergens: z.array(allergenSchema),
  images: z.array(imageSchema),
  price: centsSchema,
  unit: unitIdSchema,
  alternativeUnits: z.array(alternativeUnitSchema),
  defaultQuantity: z.number().positive(),
  defaultUnit: unitIdSchema,
  calculationModel: calculationModelSchema,
  isPriceHidden: z.boolean(),
  isEnabled: z.boolean(),
  isVisibleWhenUnavailable: z.boolean(),
  isStepByStep: z.boolean(),
  schedule: openingHoursSchema.nullable(),
  tax: taxRateSchema,
  takeawayTax: taxRateSchema,
  dineInTax: taxRateSchema,
  config: z.object({ parts: z.array(partSchema) }),
  isLeadTimeEnabled: z.boolean(),
  leadTimeType: leadTimeTypeSchema,
  leadTimeValue: z.number().int().min(0),
  tags: z.array(z.object({ id: z.number().int() })),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: imageSchema.nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: imageSchema.nullable(),
});
export type Tag = z.infer<typeof tagSchema>;

export const menuSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  availableFrom: z.string(),
  branches: z.array(z.number().int()),
  catalog: z.object({
    categories: z.array(
      z.object({ id: z.number().int(), products: z.array(z.object({ id: z.number().int() })) }),
    ),
  }),
});
export type Menu = z.infer<typeof menuSchema>;
