import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OpeningHoursRule } from '../../../domain/opening-hours/rules.js';
import type { Config } from '../../../domain/schemas/config.js';
import { createdAt, flag, id, position, taxRate, updatedAt } from './columns.js';
import { images } from './files.js';

export const config = pgTable(
  'config',
  {
    id: id(),
    value: jsonb('value').$type<Config>().notNull(),
    updatedAt: updatedAt(),
  },
  // The whole shop has exactly one configuration row.
  () => [uniqueIndex('config_single_row').on(sql`(true)`)],
);

export const divisions = pgTable('divisions', {
  id: id(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  // The division's own start page at /{path} (ADR 041); null: it has none. Sites and divisions share
  // these addresses, which the services hold (a unique index cannot span two tables).
  path: text('path').unique(),
  isPublic: flag('is_public', true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const tags = pgTable('tags', {
  id: id(),
  name: text('name').notNull(),
  imageId: integer('image_id').references(() => images.id, { onDelete: 'restrict' }),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const branches = pgTable(
  'branches',
  {
    id: id(),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'restrict' }),
    identifier: text('identifier').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    street: text('street').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    city: text('city').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    keywords: text('keywords').notNull().default(''),
    logoImageId: integer('logo_image_id').references(() => images.id, { onDelete: 'restrict' }),
    isPublic: flag('is_public', true),
    openingHours: jsonb('opening_hours').$type<OpeningHoursRule[]>().notNull().default([]),
    deliveryHours: jsonb('delivery_hours').$type<OpeningHoursRule[]>().notNull().default([]),
    isDeliveryHoursEnabled: flag('is_delivery_hours_enabled'),
    // 'HH:mm' local time; pickup before it is not offered even when the shop is already open.
    orderableFrom: text('orderable_from'),
    closedMessage: text('closed_message'),
    isTakeawayEnabled: flag('is_takeaway_enabled', true),
    isDeliveryEnabled: flag('is_delivery_enabled'),
    isDineInEnabled: flag('is_dine_in_enabled'),
    isTableSelectionEnabled: flag('is_table_selection_enabled'),
    isAppointmentRequired: flag('is_appointment_required'),
    isPreorderEnabled: flag('is_preorder_enabled'),
    isQuotationRequired: flag('is_quotation_required'),
    isDeliveryEmailRequired: flag('is_delivery_email_required', true),
    isDeliveryPhoneRequired: flag('is_delivery_phone_required', true),
    isDeliveryAddressRequired: flag('is_delivery_address_required', true),
    isDineInEmailRequired: flag('is_dine_in_email_required'),
    isDineInPhoneRequired: flag('is_dine_in_phone_required'),
    isDineInAddressRequired: flag('is_dine_in_address_required'),
    isTakeawayEmailRequired: flag('is_takeaway_email_required', true),
    isTakeawayPhoneRequired: flag('is_takeaway_phone_required'),
    isTakeawayAddressRequired: flag('is_takeaway_address_required'),
    isCashEnabled: flag('is_cash_enabled', true),
    isAtmCardEnabled: flag('is_atm_card_enabled'),
    isHydroAgVoucherEnabled: flag('is_hydro_ag_voucher_enabled'),
    isMollieEnabled: flag('is_mollie_enabled'),
    isDatatransEnabled: flag('is_datatrans_enabled'),
    sortOrder: integer('sort_order').notNull().default(0),
    // Front-desk and back-office order screens log in with branch id + API key; only a hash is kept.
    frontdeskApiKeyHash: text('frontdesk_api_key_hash'),
    backofficeApiKeyHash: text('backoffice_api_key_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('branches_division_id_idx').on(t.divisionId)],
);

export const branchImages = pgTable(
  'branch_images',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    position: position(),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.imageId] }),
    index('branch_images_image_id_idx').on(t.imageId),
  ],
);

export const branchTags = pgTable(
  'branch_tags',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.tagId] }), index('branch_tags_tag_id_idx').on(t.tagId)],
);

export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    id: id(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    price: integer('price').notNull().default(0),
    tax: taxRate('tax').notNull(),
    free: flag('free'),
    freeFromOrderValue: integer('free_from_order_value'),
    minimumOrderValue: integer('minimum_order_value'),
    position: position(),
  },
  (t) => [index('delivery_areas_branch_id_idx').on(t.branchId)],
);

export const tables = pgTable(
  'tables',
  {
    id: id(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    identifier: text('identifier').notNull(),
    position: position(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tables_branch_id_identifier_key').on(t.branchId, t.identifier)],
);

export const donatees = pgTable('donatees', {
  id: id(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  isEnabled: flag('is_enabled', true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const departments = pgTable(
  'departments',
  {
    id: id(),
    name: text('name').notNull(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('departments_branch_id_idx').on(t.branchId)],
);
