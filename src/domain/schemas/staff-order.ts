import { z } from 'zod';
import { decimal, reference, wholeNumber } from '../validation/fields.js';
import { validationMessages as m } from '../validation/messages.js';
import { idSchema } from './common.js';
import { orderStatuses } from '../order-status/order-status.js';
import { countrySchema, orderCreateSchema, paymentMethodSchema, publicOrderSchema } from './order.js';

/*
 * The order as staff see it (back office and the branch's front-desk board): the public order plus who
 * ordered, where it goes, its status word and the actions the status machine allows right now.
 */

export const orderStatusSchema = z.enum(orderStatuses);

export const staffActionSchema = z.enum([
  'confirm',
  'reject',
  'cancel',
  'in-delivery',
  'completed',
  'propose-counter-appointment',
]);
export type StaffAction = z.infer<typeof staffActionSchema>;

export const staffOrderSchema = publicOrderSchema.extend({
  status: orderStatusSchema,
  allowedActions: z.array(staffActionSchema),
  isCompany: z.boolean(),
  companyName: z.string(),
  phone: z.string(),
  email: z.string(),
  street: z.string(),
  floor: z.string(),
  stairway: z.string(),
  door: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: countrySchema,
  /** The address the order goes to: the delivery address when it differs, else the contact address. */
  deliveryAddress: z.array(z.string()),
  paymentStatus: z.string().nullable(),
  /** When the branch was first told about it (placed offline, or paid online). */
  placedAt: z.string().nullable(),
  /** True while nobody at the branch has acknowledged the new order on a board. */
  isUnacknowledged: z.boolean(),
  updatedAt: z.string(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** GET /api/orders history filters. Dates are Vienna calendar days, both inclusive. */
export const orderFilterSchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  branch: idSchema.optional(),
  status: orderStatusSchema.optional(),
  paymentMethod: paymentMethodSchema.optional(),
  /** A ticket number, or part of the guest's name. */
  search: z.string().trim().max(100).optional(),
  limit: decimal(
    wholeNumber().min(1, { error: m.tooSmall }).max(500, { error: m.tooLarge }),
    m.wholeNumber,
  ).default(100),
  offset: decimal(wholeNumber().min(0), m.wholeNumber).default(0),
});
export type OrderFilter = z.infer<typeof orderFilterSchema>;

const contactText = z.string().trim().max(200).optional();

/** PUT /api/orders/{id}: what staff may correct on the phone. Items change through their own call. */
export const staffOrderUpdateSchema = z
  .object({
    id: reference(),
    firstName: contactText,
    lastName: contactText,
    companyName: contactText,
    phone: contactText,
    email: contactText,
    street: contactText,
    floor: contactText,
    stairway: contactText,
    door: contactText,
    zipCode: contactText,
    city: contactText,
    comment: z.string().max(2000).optional(),
    tableIdentifier: z.string().max(200).nullable().optional(),
    appointment: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  // With only the id there is nothing to correct (and no SQL to write: that was a 500).
  .refine((update) => Object.keys(update).some((key) => key !== 'id'), { error: m.noChange });
export type StaffOrderUpdate = z.infer<typeof staffOrderUpdateSchema>;

export const rejectBodySchema = z.object({ message: z.string().trim().max(500).nullable().default(null) });
export const counterAppointmentBodySchema = z.object({
  counterAppointment: z.iso.datetime({ offset: true }),
});

/**
 * POST /api/orders/phone: staff enter an order for a guest on the phone or at the counter. The
 * storefront's order without the legal checkboxes, which only the guest can tick; the server applies the
 * storefront's rules with the guest's contact optional and refuses an online payment.
 */
export const phoneOrderCreateSchema = orderCreateSchema.omit({
  legalInstructions: true,
  privacyPolicy: true,
});
export type PhoneOrderCreate = z.infer<typeof phoneOrderCreateSchema>;

/**
 * The current-order list: `meta.versions` holds each branch's order version (migration 0015) the list
 * holds at least, so a board applies later events and knows when it missed one.
 */
export const currentOrdersSchema = z.object({
  data: z.array(staffOrderSchema),
  meta: z.object({ versions: z.record(z.string(), z.number().int()) }),
});

/** GET /api/orders/later: a page of pre-orders of later days. */
export const laterOrdersPageSchema = z.object({
  limit: decimal(
    wholeNumber().min(1, { error: m.tooSmall }).max(200, { error: m.tooLarge }),
    m.wholeNumber,
  ).default(50),
  offset: decimal(wholeNumber().min(0), m.wholeNumber).default(0),
});
