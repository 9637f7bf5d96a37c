import { z } from 'zod';
import { openingHoursSchema } from '../opening-hours/rules.js';
import { centsSchema, imageSchema, taxRateSchema, timeOfDaySchema } from './common.js';

export const deliveryAreaSchema = z.object({
  id: z.number().int(),
  area: z.string().min(1),
  price: centsSchema,
  tax: taxRateSchema,
  free: z.boolean(),
  freeFromOrderValue: centsSchema.nullable(),
  minimumOrderValue: centsSchema.nullable(),
});
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

const methodRequirementsSchema = z.object({
  email: z.boolean(),
  phone: z.boolean(),
  address: z.boolean(),
});

export const branchSchema = z.object({
  id: z.number().int(),
  /** The division (organisation) the branch belongs to, whose start page lists it. */
  division: z.number().int().nullable(),
  identifier: z.string(),
  name: z.string(),
  description: z.string(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  keywords: z.string(),
  tags: z.array(z.object({ id: z.number().int() })),
  images: z.array(imageSchema),
  logo: imageSchema.nullable(),
  isPublic: z.boolean(),
  openingHours: openingHoursSchema,
  deliveryHours: openingHoursSchema,
  isDeliveryHoursEnabled: z.boolean(),
  orderableFrom: timeOfDaySchema.nullable(),
  closedMessage: z.string().nullable(),
  deliveryAreas: z.array(deliveryAreaSchema),
  isTakeawayEnabled: z.boolean(),
  isDeliveryEnabled: z.boolean(),
  isDineInEnabled: z.boolean(),
  isTableSelectionEnabled: z.boolean(),
  isAppointmentRequired: z.boolean(),
  isPreorderEnabled: z.boolean(),
  isQuotationRequired: z.boolean(),
  requirements: z.object({
    delivery: methodRequirementsSchema,
    dineIn: methodRequirementsSchema,
    takeaway: methodRequirementsSchema,
  }),
  isCashEnabled: z.boolean(),
  isATMCardEnabled: z.boolean(),
  isHydroAGVoucherEnabled: z.boolean(),
  isMollieEnabled: z.boolean(),
  isDatatransEnabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type Branch = z.infer<typeof branchSchema>;

export const divisionSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  /** The division's own start page at /{path}; null: it has none (ADR 041). */
  path: z.string().nullable(),
});
export type Division = z.infer<typeof divisionSchema>;

export const tableSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  branch: z.number().int(),
});
export type Table = z.infer<typeof tableSchema>;

export const donateeSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  description: z.string(),
});
export type Donatee = z.infer<typeof donateeSchema>;
