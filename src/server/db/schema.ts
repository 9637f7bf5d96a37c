import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OpeningHoursRule } from '../../domain/opening-hours/rules.js';
import type {
  Allergen,
  AlternativeUnit,
  CalculationModel,
  PartOption,
  PartType,
  Product,
} from '../../domain/schemas/catalog.js';
import type { Config } from '../../domain/schemas/config.js';
import type { Block, NavigationItem, Site } from '../../domain/schemas/content.js';
import type { Role } from '../../domain/schemas/user.js';
import type { UnitId } from '../../domain/units/catalogue.js';

/*
 * Conventions of this schema:
 * - Column names are written out in snake_case, so the schema does not depend on a `casing` option being
 *   passed to every drizzle() call and to drizzle-kit alike.
 * - Money is integer cents; tax rates are numeric(5,2) (10, 20, but also 2.6 or 8.1 for CH/LI customers).
 * - On delete: rows that only exist as part of their owner (a branch's delivery areas, a product's tag
 *   links, an order's items) cascade with the owner; every reference to something managed on its own
 *   (an image, a tag, a product in a menu, a branch of an order) restricts, so deleting something that is
 *   still in use fails with a foreign-key error instead of silently breaking the other side. PostgreSQL
 *   reports it as SQLSTATE 23503 up to version 16 and as 23001 (restrict_violation) from 17 on (PGlite).
 */

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const instant = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });
const flag = <TName extends string>(name: TName, initial = false) => boolean(name).notNull().default(initial);
const taxRate = <TName extends string>(name: TName) =>
  numeric(name, { precision: 5, scale: 2, mode: 'number' });
// Amounts like 0.25 kg or 12.5 dag; three decimals cover every unit of the catalogue at its step sizes.
const quantity = <TName extends string>(name: TName) =>
  numeric(name, { precision: 12, scale: 3, mode: 'number' });
const position = () => integer('position').notNull().default(0);

export type DeliveryMethod = 'takeaway' | 'delivery' | 'dineIn';
export type PaymentMethod = 'cash' | 'atm-card' | 'hydro-ag-voucher' | 'mollie' | 'datatrans';
export type ProductType = Product['type'];
export type LeadTimeType = Product['leadTimeType'];
export type ProductConfig = Product['config'];
export type SiteContent = Site['content'];
export type BlockContent = Block['content'];

/** What an order keeps of the product as it was sold, so later catalogue edits do not rewrite history. */
export type OrderItemProductSnapshot = Pick<
  Product,
  'uid' | 'name' | 'description' | 'type' | 'allergens' | 'price' | 'unit' | 'calculationModel'
>;
/** One answer per configurable part, with the options and their modifiers as they were priced. */
export type OrderItemPart = {
  name: string;
  type: PartType;
  options: PartOption[];
  text: string | null;
  uploadIds: number[];
};
/** Net and tax summed per rate, as the receipt prints them. */
export type TaxLine = { rate: number; gross: number; net: number; tax: number };
export type ActivityPause = { start: string; end: string | null };
export type SignageCommand = { type: string; payload: Record<string, unknown>; issuedAt: string };
export type JsonObject = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------------
// Files

export const images = pgTable('images', {
  id: id(),
  version: integer('version').notNull().default(1),
  extension: text('extension').notNull(),
  mimeType: text('mime_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  alt: text('alt').notNull().default(''),
  name: text('name').notNull().default(''),
  size: integer('size').notNull(),
  // Where the original lives in FileStorage, e.g. 'images/<id>-<version>.jpg'.
  storageKey: text('storage_key').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const imageTemplates = pgTable('image_templates', {
  id: id(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull().default(''),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  layers: jsonb('layers').$type<JsonObject[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const uploads = pgTable('uploads', {
  id: id(),
  version: integer('version').notNull().default(1),
  extension: text('extension').notNull(),
  publicHash: text('public_hash').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
  originalName: text('original_name').notNull().default(''),
  createdAt: createdAt(),
});

export const fonts = pgTable('fonts', {
  id: id(),
  family: text('family').notNull().unique(),
  category: text('category').notNull().default('sans-serif'),
  // Variants as the CSS endpoint names them, e.g. 'regular', '700', '700italic'.
  variants: text('variants')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isEnabled: flag('is_enabled', true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------------------
// Configuration and organisation

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

// ---------------------------------------------------------------------------------------------------------
// Users and authentication

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    // Null for accounts that only sign in through login links.
    passwordHash: text('password_hash'),
    roles: text('roles')
      .array()
      .$type<Role[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    isEnabled: flag('is_enabled', true),
    isLocked: flag('is_locked'),
    expiresAt: instant('expires_at'),
    credentialsExpireAt: instant('credentials_expire_at'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lastLoginAt: instant('last_login_at'),
    // Time-tracking terminals send a username and an access token instead of a session.
    timeTrackingTokenHash: text('time_tracking_token_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // People type their address in any case; one account per address regardless.
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const userBranches = pgTable(
  'user_branches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.branchId] }),
    index('user_branches_branch_id_idx').on(t.branchId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // The SHA-256 of the cookie token: a leaked table does not hand out live sessions.
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const loginLinks = pgTable(
  'login_links',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('login_links_user_id_idx').on(t.userId)],
);

/** Every attempt, so throttling can count recent failures per account and per client address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    isSuccessful: flag('is_successful'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_created_at_idx').on(sql`lower(${t.email})`, t.createdAt),
    index('login_attempts_ip_created_at_idx').on(t.ip, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Catalogue

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  imageId: integer('image_id').references(() => images.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    uid: text('uid').notNull().unique(),
    name: text('name').notNull(),
    type: text('type').$type<ProductType>().notNull().default('simple'),
    description: text('description').notNull().default(''),
    allergens: text('allergens')
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    price: integer('price').notNull(),
    unit: text('unit').$type<UnitId>().notNull().default('piece'),
    alternativeUnits: jsonb('alternative_units').$type<AlternativeUnit[]>().notNull().default([]),
    minimumQuantity: quantity('minimum_quantity').notNull().default(1),
    maximumQuantity: quantity('maximum_quantity'),
    quantityStepSize: quantity('quantity_step_size').notNull().default(1),
    defaultQuantity: quantity('default_quantity').notNull().default(1),
    defaultUnit: text('default_unit').$type<UnitId>().notNull().default('piece'),
    calculationModel: text('calculation_model').$type<CalculationModel>().notNull().default('fixed'),
    isPriceHidden: flag('is_price_hidden'),
    isEnabled: flag('is_enabled', true),
    isVisibleWhenUnavailable: flag('is_visible_when_unavailable'),
    isStepByStep: flag('is_step_by_step'),
    // Null means always available; otherwise the product can be ordered only while these hours are open.
    schedule: jsonb('schedule').$type<OpeningHoursRule[]>(),
    tax: taxRate('tax').notNull(),
    takeawayTax: taxRate('takeaway_tax').notNull(),
    dineInTax: taxRate('dine_in_tax').notNull(),
    config: jsonb('config').$type<ProductConfig>().notNull().default({ parts: [] }),
    isLeadTimeEnabled: flag('is_lead_time_enabled'),
    leadTimeType: text('lead_time_type').$type<LeadTimeType>().notNull().default('hours'),
    leadTimeValue: integer('lead_time_value').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_type_check', sql`${t.type} in ('simple', 'configurable', 'bundle')`),
    check('products_price_check', sql`${t.price} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    position: position(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.imageId] }),
    index('product_images_image_id_idx').on(t.imageId),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_id_idx').on(t.tagId)],
);

export const menus = pgTable(
  'menus',
  {
    id: id(),
    name: text('name').notNull(),
    availableFrom: instant('available_from').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('menus_available_from_idx').on(t.availableFrom)],
);

export const menuBranches = pgTable(
  'menu_branches',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.menuId, t.branchId] }),
    index('menu_branches_branch_id_idx').on(t.branchId),
  ],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: id(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    position: position(),
  },
  (t) => [
    uniqueIndex('menu_categories_menu_id_category_id_key').on(t.menuId, t.categoryId),
    index('menu_categories_category_id_idx').on(t.categoryId),
  ],
);

export const menuCategoryProducts = pgTable(
  'menu_category_products',
  {
    menuCategoryId: integer('menu_category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    position: position(),
  },
  (t) => [
    primaryKey({ columns: [t.menuCategoryId, t.productId] }),
    index('menu_category_products_product_id_idx').on(t.productId),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Content

export const sites = pgTable('sites', {
  id: id(),
  path: text('path').notNull().unique(),
  // 'default' renders one rich-text body, 'custom_site' ordered sections; anything else is a 500 view.
  type: text('type').notNull().default('default'),
  title: text('title').notNull().default(''),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  isPublic: flag('is_public'),
  content: jsonb('content').$type<SiteContent>().notNull().default({ body: [] }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    path: text('path').notNull().unique(),
    target: text('target').notNull(),
    statusCode: smallint('status_code').notNull().default(301),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('redirects_status_code_check', sql`${t.statusCode} in (301, 302, 307, 308)`)],
);

export const blocks = pgTable('blocks', {
  id: id(),
  identifier: text('identifier').notNull().unique(),
  isPublic: flag('is_public'),
  content: jsonb('content').$type<BlockContent>().notNull().default({ body: [] }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const navigations = pgTable('navigations', {
  id: id(),
  identifier: text('identifier').notNull().unique(),
  items: jsonb('items').$type<NavigationItem[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const scenes = pgTable('scenes', {
  id: id(),
  path: text('path').notNull().unique(),
  name: text('name').notNull().default(''),
  content: jsonb('content').$type<JsonObject>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------------------
// Devices and digital signage

export const devices = pgTable(
  'devices',
  {
    id: id(),
    identifier: text('identifier').notNull().unique(),
    name: text('name').notNull().default(''),
    // 'printer', 'frontdesk', 'tv', ...: open for device kinds the operator adds later.
    type: text('type').notNull(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    apiKeyHash: text('api_key_hash'),
    settings: jsonb('settings').$type<JsonObject>().notNull().default({}),
    lastSeenAt: instant('last_seen_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('devices_branch_id_idx').on(t.branchId)],
);

export const digitalSignageSegments = pgTable('digital_signage_segments', {
  id: id(),
  name: text('name').notNull(),
  uploadId: integer('upload_id').references(() => uploads.id, { onDelete: 'restrict' }),
  imageId: integer('image_id').references(() => images.id, { onDelete: 'restrict' }),
  durationSeconds: integer('duration_seconds').notNull().default(10),
  content: jsonb('content').$type<JsonObject>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const digitalSignageStreams = pgTable('digital_signage_streams', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const digitalSignageStreamSegments = pgTable(
  'digital_signage_stream_segments',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => digitalSignageStreams.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => digitalSignageSegments.id, { onDelete: 'restrict' }),
    position: position(),
  },
  (t) => [
    primaryKey({ columns: [t.streamId, t.position] }),
    index('digital_signage_stream_segments_segment_id_idx').on(t.segmentId),
  ],
);

export const digitalSignageDevices = pgTable(
  'digital_signage_devices',
  {
    id: id(),
    identifier: text('identifier').notNull().unique(),
    name: text('name').notNull().default(''),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    streamId: integer('stream_id').references(() => digitalSignageStreams.id, { onDelete: 'restrict' }),
    apiKeyHash: text('api_key_hash'),
    // The command the TV has not picked up yet; aborting clears it.
    pendingCommand: jsonb('pending_command').$type<SignageCommand>(),
    lastSeenAt: instant('last_seen_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('digital_signage_devices_branch_id_idx').on(t.branchId)],
);

// ---------------------------------------------------------------------------------------------------------
// Time tracking

export const projects = pgTable('projects', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
  isActive: flag('is_active', true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: flag('is_active', true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tasks_project_id_idx').on(t.projectId)],
);

/** Planned shifts of an employee. */
export const workingSchedules = pgTable(
  'working_schedules',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('working_schedules_user_id_starts_at_idx').on(t.userId, t.startsAt),
    index('working_schedules_starts_at_idx').on(t.startsAt),
    check('working_schedules_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Recorded working time (start, pause, resume, end). Kept as records: users with time cannot be deleted. */
export const workingActivities = pgTable(
  'working_activities',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'restrict' }),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at'),
    pauses: jsonb('pauses').$type<ActivityPause[]>().notNull().default([]),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('working_activities_user_id_started_at_idx').on(t.userId, t.startedAt),
    index('working_activities_started_at_idx').on(t.startedAt),
    // A person works on one thing at a time: at most one running activity each.
    uniqueIndex('working_activities_one_running_key')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
  ],
);

export const holidayBalances = pgTable(
  'holiday_balances',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    entitlementDays: numeric('entitlement_days', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    carriedOverDays: numeric('carried_over_days', { precision: 6, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    takenDays: numeric('taken_days', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('holiday_balances_user_id_year_key').on(t.userId, t.year)],
);

// ---------------------------------------------------------------------------------------------------------
// Orders and payments

export const orders = pgTable(
  'orders',
  {
    id: id(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    uid: text('uid').notNull().unique(),
    // 128-bit secret of the public status link, hex; compared in constant time.
    hash: text('hash').notNull(),
    // Ticket numbers restart per branch and Vienna calendar day; the number is null when tickets are disabled.
    ticketDate: date('ticket_date', { mode: 'string' }).notNull(),
    ticketNumber: integer('ticket_number'),
    method: text('method').$type<DeliveryMethod>().notNull(),
    isPreorder: flag('is_preorder'),
    isQuotation: flag('is_quotation'),
    isConfirmed: flag('is_confirmed'),
    confirmedAt: instant('confirmed_at'),
    isInDelivery: flag('is_in_delivery'),
    inDeliveryAt: instant('in_delivery_at'),
    isCompleted: flag('is_completed'),
    completedAt: instant('completed_at'),
    isDelivered: flag('is_delivered'),
    deliveredAt: instant('delivered_at'),
    isRejected: flag('is_rejected'),
    rejectedAt: instant('rejected_at'),
    rejectionMessage: text('rejection_message'),
    isCanceled: flag('is_canceled'),
    canceledAt: instant('canceled_at'),
    isFailed: flag('is_failed'),
    failedAt: instant('failed_at'),
    isPaid: flag('is_paid'),
    paidAt: instant('paid_at'),
    isRefunded: flag('is_refunded'),
    refundedAt: instant('refunded_at'),
    // The customer's desired time; the calendar date shown as appointmentDate derives from it.
    appointment: instant('appointment'),
    counterAppointment: instant('counter_appointment'),
    counterAppointmentAcceptedAt: instant('counter_appointment_accepted_at'),
    counterAppointmentRejectedAt: instant('counter_appointment_rejected_at'),
    tableIdentifier: text('table_identifier'),
    isCompany: flag('is_company'),
    companyName: text('company_name'),
    company: text('company'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    street: text('street'),
    floor: text('floor'),
    stairway: text('stairway'),
    door: text('door'),
    zipCode: text('zip_code'),
    city: text('city'),
    country: text('country').notNull().default('AT'),
    vatNo: text('vat_no'),
    phone: text('phone'),
    email: text('email'),
    isDeliveryAddressDifferent: flag('is_delivery_address_different'),
    isDeliveryCompany: flag('is_delivery_company'),
    deliveryCompanyName: text('delivery_company_name'),
    deliveryCompany: text('delivery_company'),
    deliveryFirstName: text('delivery_first_name'),
    deliveryLastName: text('delivery_last_name'),
    deliveryStreet: text('delivery_street'),
    deliveryFloor: text('delivery_floor'),
    deliveryStairway: text('delivery_stairway'),
    deliveryDoor: text('delivery_door'),
    deliveryZipCode: text('delivery_zip_code'),
    deliveryCity: text('delivery_city'),
    deliveryCountry: text('delivery_country'),
    deliveryAreaId: integer('delivery_area_id').references(() => deliveryAreas.id, { onDelete: 'restrict' }),
    // The area's name as it was when ordered, for receipts after the area was renamed.
    deliveryAreaName: text('delivery_area_name'),
    comment: text('comment').notNull().default(''),
    legalInstructionsAcceptedAt: instant('legal_instructions_accepted_at'),
    privacyPolicyAcceptedAt: instant('privacy_policy_accepted_at'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('cash'),
    paymentProvider: text('payment_provider'),
    paymentProviderId: text('payment_provider_id'),
    paymentStatus: text('payment_status'),
    itemsGross: integer('items_gross').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    deliveryFeeTax: taxRate('delivery_fee_tax'),
    totalGross: integer('total_gross').notNull(),
    totalNet: integer('total_net').notNull(),
    totalTax: integer('total_tax').notNull(),
    taxes: jsonb('taxes').$type<TaxLine[]>().notNull().default([]),
    donateeId: integer('donatee_id').references(() => donatees.id, { onDelete: 'restrict' }),
    donationAmount: integer('donation_amount').notNull().default(0),
    questionnaireRating: smallint('questionnaire_rating'),
    questionnaireFoodRating: smallint('questionnaire_food_rating'),
    questionnaireServiceRating: smallint('questionnaire_service_rating'),
    questionnaireProcessRating: smallint('questionnaire_process_rating'),
    questionnaireComment: text('questionnaire_comment'),
    questionnaireSubmittedAt: instant('questionnaire_submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_branch_id_ticket_date_ticket_number_key').on(
      t.branchId,
      t.ticketDate,
      t.ticketNumber,
    ),
    index('orders_branch_id_created_at_idx').on(t.branchId, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_payment_provider_id_idx').on(t.paymentProvider, t.paymentProviderId),
    check('orders_method_check', sql`${t.method} in ('takeaway', 'delivery', 'dineIn')`),
    check(
      'orders_payment_method_check',
      sql`${t.paymentMethod} in ('cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans')`,
    ),
    check(
      'orders_questionnaire_ratings_check',
      sql`${t.questionnaireRating} between 1 and 5 and ${t.questionnaireFoodRating} between 1 and 5 and ${t.questionnaireServiceRating} between 1 and 5 and ${t.questionnaireProcessRating} between 1 and 5`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: position(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    product: jsonb('product').$type<OrderItemProductSnapshot>().notNull(),
    amount: quantity('amount').notNull(),
    unit: text('unit').$type<UnitId>().notNull(),
    parts: jsonb('parts').$type<OrderItemPart[]>().notNull().default([]),
    // Per unit in `unit`, parts included.
    unitPrice: integer('unit_price').notNull(),
    total: integer('total').notNull(),
    taxRate: taxRate('tax_rate').notNull(),
  },
  (t) => [
    uniqueIndex('order_items_order_id_position_key').on(t.orderId, t.position),
    index('order_items_product_id_idx').on(t.productId),
  ],
);

/** A repeated POST /api/orders with the same Idempotency-Key gets the first answer back. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    key: text('key').notNull().unique(),
    // Same key with a different body is a client error, not a replay.
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<'pending' | 'completed' | 'failed'>().notNull().default('pending'),
    responseStatus: integer('response_status'),
    response: jsonb('response').$type<unknown>(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

/** The last ticket number handed out per branch and day; incremented with a row lock. */
export const ticketCounters = pgTable(
  'ticket_counters',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    ticketDate: date('ticket_date', { mode: 'string' }).notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.ticketDate] })],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    raw: jsonb('raw').$type<unknown>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_provider_id_key').on(t.provider, t.providerId),
    index('payments_order_id_idx').on(t.orderId),
  ],
);

export const printJobs = pgTable(
  'print_jobs',
  {
    id: id(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    // 'receipt', 'label', 'test'.
    kind: text('kind').notNull(),
    status: text('status').$type<'pending' | 'printing' | 'done' | 'failed'>().notNull().default('pending'),
    payload: jsonb('payload').$type<JsonObject>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    printedAt: instant('printed_at'),
  },
  (t) => [
    index('print_jobs_device_id_status_idx').on(t.deviceId, t.status),
    index('print_jobs_order_id_idx').on(t.orderId),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Forms, analytics, audit log

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: id(),
    kind: text('kind').$type<'contact' | 'breakfast'>().notNull(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    data: jsonb('data').$type<JsonObject>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('form_submissions_kind_created_at_idx').on(t.kind, t.createdAt),
    check('form_submissions_kind_check', sql`${t.kind} in ('contact', 'breakfast')`),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    // 'pageview' or 'event' (the two forms of the analytics log entry).
    type: text('type').notNull(),
    action: text('action'),
    category: text('category'),
    name: text('name'),
    value: doublePrecision('value'),
    path: text('path'),
    // A daily-rotating hash of address and browser: counts unique visitors without storing either.
    visitorHash: text('visitor_hash'),
    data: jsonb('data').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_created_at_idx').on(t.createdAt),
    index('analytics_events_type_created_at_idx').on(t.type, t.createdAt),
  ],
);

export const logs = pgTable(
  'logs',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before').$type<JsonObject>(),
    after: jsonb('after').$type<JsonObject>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('logs_entity_entity_id_idx').on(t.entity, t.entityId),
    index('logs_created_at_idx').on(t.createdAt),
    index('logs_user_id_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Relations, for db.query.<table>.findMany({ with: ... })

export const divisionsRelations = relations(divisions, ({ many }) => ({ branches: many(branches) }));

export const branchesRelations = relations(branches, ({ one, many }) => ({
  division: one(divisions, { fields: [branches.divisionId], references: [divisions.id] }),
  logo: one(images, { fields: [branches.logoImageId], references: [images.id] }),
  images: many(branchImages),
  tags: many(branchTags),
  deliveryAreas: many(deliveryAreas),
  tables: many(tables),
  menus: many(menuBranches),
}));

export const branchImagesRelations = relations(branchImages, ({ one }) => ({
  branch: one(branches, { fields: [branchImages.branchId], references: [branches.id] }),
  image: one(images, { fields: [branchImages.imageId], references: [images.id] }),
}));

export const branchTagsRelations = relations(branchTags, ({ one }) => ({
  branch: one(branches, { fields: [branchTags.branchId], references: [branches.id] }),
  tag: one(tags, { fields: [branchTags.tagId], references: [tags.id] }),
}));

export const deliveryAreasRelations = relations(deliveryAreas, ({ one }) => ({
  branch: one(branches, { fields: [deliveryAreas.branchId], references: [branches.id] }),
}));

export const tablesRelations = relations(tables, ({ one }) => ({
  branch: one(branches, { fields: [tables.branchId], references: [branches.id] }),
}));

export const tagsRelations = relations(tags, ({ one }) => ({
  image: one(images, { fields: [tags.imageId], references: [images.id] }),
}));

export const categoriesRelations = relations(categories, ({ one }) => ({
  image: one(images, { fields: [categories.imageId], references: [images.id] }),
}));

export const productsRelations = relations(products, ({ many }) => ({
  images: many(productImages),
  tags: many(productTags),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
  image: one(images, { fields: [productImages.imageId], references: [images.id] }),
}));

export const productTagsRelations = relations(productTags, ({ one }) => ({
  product: one(products, { fields: [productTags.productId], references: [products.id] }),
  tag: one(tags, { fields: [productTags.tagId], references: [tags.id] }),
}));

export const menusRelations = relations(menus, ({ many }) => ({
  branches: many(menuBranches),
  categories: many(menuCategories),
}));

export const menuBranchesRelations = relations(menuBranches, ({ one }) => ({
  menu: one(menus, { fields: [menuBranches.menuId], references: [menus.id] }),
  branch: one(branches, { fields: [menuBranches.branchId], references: [branches.id] }),
}));

export const menuCategoriesRelations = relations(menuCategories, ({ one, many }) => ({
  menu: one(menus, { fields: [menuCategories.menuId], references: [menus.id] }),
  category: one(categories, { fields: [menuCategories.categoryId], references: [categories.id] }),
  products: many(menuCategoryProducts),
}));

export const menuCategoryProductsRelations = relations(menuCategoryProducts, ({ one }) => ({
  menuCategory: one(menuCategories, {
    fields: [menuCategoryProducts.menuCategoryId],
    references: [menuCategories.id],
  }),
  product: one(products, { fields: [menuCategoryProducts.productId], references: [products.id] }),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  department: one(departments, { fields: [users.departmentId], references: [departments.id] }),
  branches: many(userBranches),
  sessions: many(sessions),
}));

export const userBranchesRelations = relations(userBranches, ({ one }) => ({
  user: one(users, { fields: [userBranches.userId], references: [users.id] }),
  branch: one(branches, { fields: [userBranches.branchId], references: [branches.id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  branch: one(branches, { fields: [orders.branchId], references: [branches.id] }),
  deliveryArea: one(deliveryAreas, { fields: [orders.deliveryAreaId], references: [deliveryAreas.id] }),
  donatee: one(donatees, { fields: [orders.donateeId], references: [donatees.id] }),
  items: many(orderItems),
  payments: many(payments),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
}));

export const tasksRelations = relations(tasks, ({ one }) => ({
  project: one(projects, { fields: [tasks.projectId], references: [projects.id] }),
}));

export const digitalSignageStreamsRelations = relations(digitalSignageStreams, ({ many }) => ({
  segments: many(digitalSignageStreamSegments),
}));

export const digitalSignageStreamSegmentsRelations = relations(digitalSignageStreamSegments, ({ one }) => ({
  stream: one(digitalSignageStreams, {
    fields: [digitalSignageStreamSegments.streamId],
    references: [digitalSignageStreams.id],
  }),
  segment: one(digitalSignageSegments, {
    fields: [digitalSignageStreamSegments.segmentId],
    references: [digitalSignageSegments.id],
  }),
}));
