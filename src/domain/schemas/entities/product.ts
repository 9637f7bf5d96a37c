import { z } from 'zod';
import { makeMinutesField } from '../../capacity/make-time.js';
import { openingHoursSchema } from '../../opening-hours/rules.js';
import { unitIdSchema } from '../../units/unit-id-schema.js';
import {
  cents,
  identifier,
  optionalText,
  referenceItems,
  requiredText,
  wholeNumber,
} from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { validationMessages as m } from '../../validation/messages.js';
import {
  allergenSchema,
  calculationModelSchema,
  leadTimeTypeSchema,
  partOptionSchema,
  partSchema,
  partTypeSchema,
  productSchema,
} from '../catalog.js';
import { taxRateSchema } from '../common.js';

export const productLabels = {
  id: 'ID',
  uid: 'Kennung',
  name: 'Name',
  type: 'Typ',
  description: 'Beschreibung',
  allergens: 'Allergene',
  images: 'Bilder',
  price: 'Preis (Cent)',
  unit: 'Einheit',
  alternativeUnits: 'Alternative Einheiten',
  minimumQuantity: 'Mindestmenge',
  maximumQuantity: 'Höchstmenge',
  quantityStepSize: 'Schrittweite',
  defaultQuantity: 'Standardmenge',
  defaultUnit: 'Standardeinheit',
  calculationModel: 'Berechnungsmodell',
  isPriceHidden: 'Preis ausblenden',
  isEnabled: 'Aktiv',
  isVisibleWhenUnavailable: 'Sichtbar, wenn nicht verfügbar',
  isStepByStep: 'Schritt für Schritt',
  schedule: 'Verfügbarkeit',
  tax: 'Steuersatz (%)',
  takeawayTax: 'Steuersatz Takeaway (%)',
  dineInTax: 'Steuersatz Dine In (%)',
  config: 'Konfiguration',
  isLeadTimeEnabled: 'Vorlaufzeit',
  leadTimeType: 'Vorlaufzeit-Einheit',
  leadTimeValue: 'Vorlaufzeit-Wert',
  makeMinutes: 'Zubereitungszeit je Stück (Minuten)',
  tags: 'Tags',
} as const;

/** Amounts are stored with three decimals (0.125 kg); more would be rounded away silently. */
const quantity = () =>
  z
    .number({ error: m.number })
    .positive({ error: m.positive })
    .max(1_000_000, { error: m.tooLarge })
    .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, { error: m.decimals(3) });

const distinct = (values: readonly string[]) => new Set(values).size === values.length;

// Cart items answer parts by their name and options by theirs (ADR 005), so both must be unique.
const partInputSchema = partSchema
  .extend({
    name: requiredText(200),
    description: optionalText(2000),
    type: partTypeSchema,
    options: z
      .array(partOptionSchema.extend({ name: requiredText(200), value: cents() }))
      .refine((options) => distinct(options.map((option) => option.name)), { error: m.duplicateEntry }),
  })
  .refine((part) => !['select', 'multiselect'].includes(part.type) || part.options.length > 0, {
    error: m.optionsRequired,
    path: ['options'],
  });

const alternativeUnitInputSchema = z.object({
  unit: unitIdSchema,
  ratio: quantity(),
  calculationModel: calculationModelSchema,
  minimumQuantity: quantity(),
  maximumQuantity: quantity().nullable(),
  quantityStepSize: quantity(),
});

export const productInputSchema = labelled(
  z.object({
    uid: identifier(),
    name: requiredText(200),
    type: z.enum(['simple', 'configurable', 'bundle'], { error: m.choice }).default('simple'),
    description: optionalText(10_000),
    allergens: z.array(allergenSchema).refine(distinct, { error: m.duplicateEntry }).default([]),
    images: referenceItems().default([]),
    price: cents(),
    unit: unitIdSchema.default('piece'),
    alternativeUnits: z.array(alternativeUnitInputSchema).default([]),
    minimumQuantity: quantity().default(1),
    maximumQuantity: quantity().nullable().default(null),
    quantityStepSize: quantity().default(1),
    defaultQuantity: quantity().default(1),
    defaultUnit: unitIdSchema.default('piece'),
    calculationModel: calculationModelSchema.default('fixed'),
    isPriceHidden: z.boolean().default(false),
    isEnabled: z.boolean().default(true),
    isVisibleWhenUnavailable: z.boolean().default(false),
    isStepByStep: z.boolean().default(false),
    schedule: openingHoursSchema.nullable().default(null),
    tax: taxRateSchema,
    takeawayTax: taxRateSchema,
    dineInTax: taxRateSchema,
    config: z
      .object({
        parts: z
          .array(partInputSchema)
          .refine((parts) => distinct(parts.map((part) => part.name)), { error: m.duplicateEntry }),
      })
      .default({ parts: [] }),
    isLeadTimeEnabled: z.boolean().default(false),
    leadTimeType: leadTimeTypeSchema.default('hours'),
    leadTimeValue: wholeNumber().min(0, { error: m.notNegative }).max(10_000).default(0),
    // The kitchen's minutes for one; null takes its category's (ADR 037).
    makeMinutes: makeMinutesField(),
    tags: referenceItems().default([]),
  }),
  productLabels,
).superRefine((product, context) => {
  const issue = (path: (string | number)[], message: string) =>
    context.addIssue({ code: 'custom', path, message, input: product });
  if (product.maximumQuantity !== null && product.maximumQuantity < product.minimumQuantity)
    issue(['maximumQuantity'], m.maximumBelowMinimum);
  if (
    product.defaultQuantity < product.minimumQuantity ||
    (product.maximumQuantity !== null && product.defaultQuantity > product.maximumQuantity)
  )
    issue(['defaultQuantity'], m.defaultOutsideRange);
  const units = [product.unit, ...product.alternativeUnits.map((alternative) => alternative.unit)];
  if (!distinct(units)) issue(['alternativeUnits'], m.duplicateEntry);
  if (!units.includes(product.defaultUnit)) issue(['defaultUnit'], m.defaultUnit);
  for (const [index, alternative] of product.alternativeUnits.entries()) {
    if (alternative.maximumQuantity !== null && alternative.maximumQuantity < alternative.minimumQuantity)
      issue(['alternativeUnits', index, 'maximumQuantity'], m.maximumBelowMinimum);
  }
});
export type ProductInput = z.infer<typeof productInputSchema>;

// The make time is the kitchen's business: the back office reads it, the storefront's product does not carry it.
export const productEntitySchema = labelled(
  productSchema.extend({ makeMinutes: z.number().int().nullable() }),
  productLabels,
);
export type ProductEntity = z.infer<typeof productEntitySchema>;
