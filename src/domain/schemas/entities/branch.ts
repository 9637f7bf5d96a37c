import { z } from 'zod';
import { openingHoursSchema } from '../../opening-hours/rules.js';
import {
  cents,
  email,
  identifier,
  nullableText,
  optionalText,
  orNull,
  phone,
  reference,
  referenceItem,
  referenceItems,
  requiredText,
  webAddress,
  wholeNumber,
} from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { validationMessages as m } from '../../validation/messages.js';
import { branchSchema } from '../branch.js';
import { taxRateSchema } from '../common.js';

export const branchLabels = {
  id: 'ID',
  division: 'Organisation',
  identifier: 'Kennung',
  name: 'Name',
  description: 'Beschreibung',
  street: 'Straße',
  zipCode: 'PLZ',
  city: 'Ort',
  phone: 'Telefon',
  email: 'E-Mail',
  website: 'Website',
  longitude: 'Längengrad',
  latitude: 'Breitengrad',
  keywords: 'Suchbegriffe',
  tags: 'Tags',
  images: 'Bilder',
  logo: 'Logo',
  isPublic: 'Öffentlich',
  openingHours: 'Öffnungszeiten',
  deliveryHours: 'Lieferzeiten',
  isDeliveryHoursEnabled: 'Eigene Lieferzeiten',
  orderableFrom: 'Bestellbar ab (Uhrzeit)',
  closedMessage: 'Hinweis bei geschlossener Filiale',
  deliveryAreas: 'Liefergebiete',
  isTakeawayEnabled: 'Takeaway',
  isDeliveryEnabled: 'Lieferung',
  isDineInEnabled: 'Dine In',
  isTableSelectionEnabled: 'Tischauswahl',
  isAppointmentRequired: 'Termin erforderlich',
  isPreorderEnabled: 'Vorbestellung',
  isQuotationRequired: 'Angebot erforderlich',
  requirements: 'Pflichtangaben je Bestellart',
  isCashEnabled: 'Barzahlung',
  isATMCardEnabled: 'Bankomatkarte',
  isHydroAGVoucherEnabled: 'Hydro-AG-Gutschein',
  isMollieEnabled: 'Mollie',
  isDatatransEnabled: 'Datatrans',
  sortOrder: 'Reihenfolge',
} as const;

const distinctAreas = (areas: readonly { area: string }[]) =>
  new Set(areas.map((entry) => entry.area.toLowerCase())).size === areas.length;

/** One delivery area; an existing one keeps its id (orders refer to it), a new one comes without. */
export const deliveryAreaInputSchema = z.object({
  id: reference().optional(),
  area: requiredText(200),
  price: cents(),
  tax: taxRateSchema,
  free: z.boolean().default(false),
  freeFromOrderValue: cents().nullable().default(null),
  minimumOrderValue: cents().nullable().default(null),
});
export type DeliveryAreaInput = z.infer<typeof deliveryAreaInputSchema>;

const requirementSchema = z.object({ email: z.boolean(), phone: z.boolean(), address: z.boolean() });

// Pickup before this hour is not offered; a shift may end at 24:00, but ordering cannot start then.
const orderableFromSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.time });

export const branchInputSchema = labelled(
  z.object({
    division: reference().nullable().default(null),
    identifier: identifier(),
    name: requiredText(200),
    description: optionalText(10_000),
    street: optionalText(200),
    zipCode: optionalText(20),
    city: optionalText(100),
    phone: orNull(phone()),
    email: orNull(email()),
    website: orNull(webAddress()),
    longitude: z.number({ error: m.number }).min(-180).max(180).nullable().default(null),
    latitude: z.number({ error: m.number }).min(-90).max(90).nullable().default(null),
    keywords: optionalText(1000),
    tags: referenceItems().default([]),
    images: referenceItems().default([]),
    logo: referenceItem().nullable().default(null),
    isPublic: z.boolean().default(true),
    openingHours: openingHoursSchema.default([]),
    deliveryHours: openingHoursSchema.default([]),
    isDeliveryHoursEnabled: z.boolean().default(false),
    orderableFrom: orNull(orderableFromSchema),
    closedMessage: nullableText(1000),
    deliveryAreas: z
      .array(deliveryAreaInputSchema)
      .refine(distinctAreas, { error: m.duplicateEntry })
      .default([]),
    isTakeawayEnabled: z.boolean().default(true),
    isDeliveryEnabled: z.boolean().default(false),
    isDineInEnabled: z.boolean().default(false),
    isTableSelectionEnabled: z.boolean().default(false),
    isAppointmentRequired: z.boolean().default(false),
    isPreorderEnabled: z.boolean().default(false),
    isQuotationRequired: z.boolean().default(false),
    requirements: z
      .object({ delivery: requirementSchema, dineIn: requirementSchema, takeaway: requirementSchema })
      .default({
        delivery: { email: true, phone: true, address: true },
        dineIn: { email: false, phone: false, address: false },
        takeaway: { email: true, phone: false, address: false },
      }),
    isCashEnabled: z.boolean().default(true),
    isATMCardEnabled: z.boolean().default(false),
    isHydroAGVoucherEnabled: z.boolean().default(false),
    isMollieEnabled: z.boolean().default(false),
    isDatatransEnabled: z.boolean().default(false),
    sortOrder: wholeNumber().default(0),
  }),
  branchLabels,
);
export type BranchInput = z.infer<typeof branchInputSchema>;

/** What the storefront shows of a branch, its organisation included; API key hashes never leave the server. */
export const branchEntitySchema = labelled(z.object(branchSchema.shape), branchLabels);
export type BranchEntity = z.infer<typeof branchEntitySchema>;
