import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OpeningHoursRule } from '../../../domain/opening-hours/rules.js';
import type { Allergen, AlternativeUnit, CalculationModel } from '../../../domain/schemas/catalog.js';
import type { UnitId } from '../../../domain/units/catalogue.js';
import {
  createdAt,
  flag,
  id,
  instant,
  position,
  quantity,
  taxRate,
  updatedAt,
  type LeadTimeType,
  type ProductConfig,
  type ProductType,
} from './columns.js';
import { images } from './files.js';
import { branches, tags } from './organisation.js';

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  imageId: integer('image_id').references(() => images.id, { onDelete: 'restrict' }),
  // Make-time minutes of one of its products, unless the product has its own (ADR 037).
  makeMinutes: integer('make_minutes'),
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
    // Minutes the kitchen needs for one; null takes its category's (ADR 037).
    makeMinutes: integer('make_minutes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // The back-office search's fields in lower case, joined by U+001F (ADR 027): ILIKE lowers the pattern
    // and all five columns of every row on every search, which cost 5 ms of a 7 ms page on 2,000 products.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${products.name} || chr(31) || ${products.uid} || chr(31) || ${products.description} || chr(31) || ${products.type} || chr(31) || ${products.unit})`,
      ),
  },
  (t) => [
    check('products_type_check', sql`${t.type} in ('simple', 'configurable', 'bundle')`),
    check('products_price_check', sql`${t.price} >= 0`),
    // The list's usual order (by name, ascending) read from an index instead of sorting every product.
    index('products_name_order_idx').on(sql`lower(${t.name})`, t.id),
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
