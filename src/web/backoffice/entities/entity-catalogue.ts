import type { Role } from '../../../domain/schemas/user.js';
import { backoffice, entityLoadMessages, entityNames } from '../../i18n/backoffice.js';
import { t } from '../../i18n/t.js';
import { silentMarker } from '../devices/utils/device-seen.js';
import type { FieldHints } from '../fields/form-fields.js';

export type EntityKey = keyof typeof entityNames;

export const areaKeys = [
  'orders',
  'statistics',
  'menu',
  'branches',
  'content',
  'devices',
  'timeTracking',
  'users',
  'config',
  'logs',
] as const;
export type AreaKey = (typeof areaKeys)[number];

export type EntityConfig = {
  /** The API path segment, also the back-office route segment: `/api/products`, `/backend/products`. */
  key: EntityKey;
  area: AreaKey;
  /** Who finds it in the navigation. The API decides what each may really do (403 otherwise). */
  roles: readonly Role[];
  /** `product` for `src/domain/schemas/entities/product.ts` and its `productInputSchema`. */
  schema: string;
  /** The list's columns in order, the first naming the entry; fields the schema lacks are skipped. */
  columns: readonly string[];
  /** Columns of product data (prices, descriptions) that the local setting `show_product_data` hides. */
  productColumns?: readonly string[];
  /** Money columns held in cents. */
  centColumns?: readonly string[];
  hints?: FieldHints;
  /** Clipboard context: entries of this entity can be copied and pasted as a new one. */
  clipboard?: string;
  /** A warning the list shows beside a column's value, e.g. that a device stopped calling. */
  markers?: Readonly<Record<string, (entry: Readonly<Record<string, unknown>>, now: Date) => string | null>>;
};

const ADMIN: readonly Role[] = ['ROLE_ADMIN'];
const STAFF: readonly Role[] = ['ROLE_ADMIN', 'ROLE_EMPLOYEE'];

/** The fields that name an entry, in the order a list or a select looks for one. */
export const nameFields = ['name', 'title', 'label', 'identifier', 'path', 'email', 'family', 'id'] as const;

/** The 26 entities of the back-office spec (section 7), in the navigation's order within each area. */
export const entityCatalogue: readonly EntityConfig[] = [
  {
    key: 'menus',
    area: 'menu',
    roles: ADMIN,
    schema: 'menu',
    columns: ['name', 'availableFrom', 'branches'],
    hints: { catalog: { editor: 'menuCatalog' } },
  },
  {
    key: 'categories',
    area: 'menu',
    roles: ADMIN,
    schema: 'category',
    columns: ['name', 'description'],
    productColumns: ['description'],
    hints: { makeMinutes: { help: backoffice.fieldHints.categoryMakeMinutes } },
  },
  {
    key: 'products',
    area: 'menu',
    roles: ADMIN,
    schema: 'product',
    columns: ['name', 'type', 'price', 'unit', 'isEnabled'],
    productColumns: ['price', 'unit'],
    centColumns: ['price'],
    hints: {
      price: { kind: 'money', label: 'Preis' },
      description: { kind: 'textarea' },
      config: { editor: 'productParts' },
      alternativeUnits: { editor: 'alternativeUnits' },
      schedule: { editor: 'productSchedule' },
      makeMinutes: { help: backoffice.fieldHints.productMakeMinutes },
    },
    clipboard: 'product',
  },
  { key: 'tags', area: 'menu', roles: ADMIN, schema: 'tag', columns: ['name'] },
  {
    key: 'divisions',
    area: 'branches',
    roles: ADMIN,
    schema: 'division',
    columns: ['name', 'identifier', 'path', 'isPublic'],
  },
  {
    key: 'branches',
    area: 'branches',
    roles: ADMIN,
    schema: 'branch',
    columns: ['name', 'identifier', 'city', 'phone', 'isPublic'],
    hints: {
      logo: { reference: 'images' },
      openingHours: { editor: 'openingHours' },
      deliveryHours: { editor: 'openingHours' },
      deliveryAreas: { editor: 'deliveryAreas' },
      requirements: { editor: 'orderRequirements' },
    },
  },
  {
    key: 'departments',
    area: 'branches',
    roles: ADMIN,
    schema: 'department',
    columns: ['name', 'identifier', 'branch'],
  },
  {
    key: 'tables',
    area: 'branches',
    roles: ADMIN,
    schema: 'table',
    columns: ['identifier', 'name', 'branch'],
  },
  {
    key: 'donatees',
    area: 'branches',
    roles: ADMIN,
    schema: 'donatee',
    columns: ['name', 'identifier', 'isEnabled'],
  },
  {
    key: 'sites',
    area: 'content',
    roles: ADMIN,
    schema: 'site',
    columns: ['name', 'path', 'type', 'isPublic'],
    hints: { content: { editor: 'siteSections' } },
  },
  {
    key: 'navigations',
    area: 'content',
    roles: ADMIN,
    schema: 'navigation',
    columns: ['identifier'],
    hints: { items: { editor: 'navigationItems' } },
  },
  {
    key: 'blocks',
    area: 'content',
    roles: ADMIN,
    schema: 'block',
    columns: ['identifier', 'name', 'isPublic'],
  },
  {
    key: 'redirects',
    area: 'content',
    roles: ADMIN,
    schema: 'redirect',
    columns: ['path', 'target', 'statusCode'],
  },
  {
    key: 'images',
    area: 'content',
    roles: ADMIN,
    schema: 'image',
    columns: ['name', 'alt', 'width', 'height'],
  },
  {
    key: 'image-templates',
    area: 'content',
    roles: ADMIN,
    schema: 'image-template',
    columns: ['identifier', 'name'],
  },
  { key: 'uploads', area: 'content', roles: ADMIN, schema: 'upload', columns: ['name', 'mimeType'] },
  { key: 'scenes', area: 'content', roles: ADMIN, schema: 'scene', columns: ['path', 'name'] },
  {
    key: 'devices',
    area: 'devices',
    roles: ADMIN,
    schema: 'device',
    columns: ['identifier', 'name', 'type', 'branch', 'lastSeenAt'],
    markers: { lastSeenAt: silentMarker },
  },
  {
    key: 'digital-signage-segments',
    area: 'devices',
    roles: ADMIN,
    schema: 'digital-signage-segment',
    columns: ['name', 'kind'],
    hints: { content: { editor: 'signageContent' } },
  },
  {
    key: 'digital-signage-streams',
    area: 'devices',
    roles: ADMIN,
    schema: 'digital-signage-stream',
    columns: ['name', 'identifier'],
  },
  {
    key: 'digital-signage-devices',
    area: 'devices',
    roles: ADMIN,
    schema: 'digital-signage-device',
    columns: ['name', 'identifier', 'stream'],
  },
  {
    key: 'projects',
    area: 'timeTracking',
    roles: STAFF,
    schema: 'project',
    columns: ['name', 'identifier', 'isEnabled'],
  },
  {
    key: 'tasks',
    area: 'timeTracking',
    roles: STAFF,
    schema: 'task',
    columns: ['name', 'project', 'isEnabled'],
  },
  {
    key: 'working-activities',
    area: 'timeTracking',
    roles: STAFF,
    schema: 'working-activity',
    columns: ['user', 'startedAt', 'endedAt', 'task'],
  },
  {
    key: 'working-schedules',
    area: 'timeTracking',
    roles: STAFF,
    schema: 'working-schedule',
    columns: ['user', 'date', 'startsAt', 'endsAt', 'branch'],
  },
  {
    key: 'users',
    area: 'users',
    roles: ADMIN,
    schema: 'user',
    columns: ['name', 'email', 'roles', 'isEnabled'],
  },
];

export const entityKeys: readonly EntityKey[] = entityCatalogue.map((entity) => entity.key);

export function entityConfig(key: string | undefined): EntityConfig | undefined {
  return entityCatalogue.find((entity) => entity.key === key);
}

export function entityName(key: EntityKey): { singular: string; plural: string } {
  const [singular, plural] = entityNames[key];
  return { singular, plural };
}

/** The spec's default messages for an entity's calls when the server gives none (section 8). */
export function entityMessages(key: EntityKey) {
  const { singular, plural } = entityName(key);
  const special = entityLoadMessages[key];
  return {
    loadList: special?.list ?? t(backoffice.errors.loadList, { entities: plural }),
    loadOne: special?.one ?? t(backoffice.errors.loadOne, { entity: singular }),
    create: t(backoffice.errors.create, { entity: singular }),
    update: t(backoffice.errors.update, { entity: singular }),
    delete: t(backoffice.errors.delete, { entity: singular }),
  };
}
