import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeMenu } from '../../../domain/catalog/active-menu.js';
import { isOpenAt } from '../../../domain/opening-hours/shifts.js';
import { openingHoursSchema } from '../../../domain/opening-hours/rules.js';
import { allergenLetters, productSchema } from '../../../domain/schemas/catalog.js';
import { configSchema } from '../../../domain/schemas/config.js';
import { blockSchema, navigationSchema, siteSchema } from '../../../domain/schemas/content.js';
import { localFileStorage, type FileStorage } from '../../storage/file-storage.js';
import type { Db } from '../client.js';
import { runMigrations } from '../migrate.js';
import * as t from '../schema/index.js';
import { freshDatabase, testTargets, type FreshDatabase } from '../test-database.js';
import { demoBranchIdentifiers } from './branches.js';
import { futureOnlyProductUids } from './menus.js';
import { seedDemoData } from './index.js';
import { allergenNames } from './legal-pages.js';

/** Friday 20 November 2026, 09:30 in Vienna, as in the API tests. */
const now = new Date('2026-11-20T08:30:00Z');

const sectionTypes = [
  'hero',
  'heroSmall',
  'sectionIntroduction',
  'sectionIntroductionMain',
  'sectionText',
  'sectionTwoColumns',
  'sectionThreeColumns',
  'sectionMediaText',
  'sectionImageText',
  'sectionTeaser',
  'sectionGallery',
  'sectionSlider',
  'sectionBanner',
  'sectionForm',
  'sectionBreakfastRequest',
  'sectionHistory',
];

async function counts(db: Db) {
  const [branches, products, images, menus] = await Promise.all([
    db.select({ n: count() }).from(t.branches),
    db.select({ n: count() }).from(t.products),
    db.select({ n: count() }).from(t.images),
    db.select({ n: count() }).from(t.menus),
  ]);
  return { branches: branches[0]!.n, products: products[0]!.n, images: images[0]!.n, menus: menus[0]!.n };
}

describe.each(testTargets)('demo data on $name', (target) => {
  let fresh: FreshDatabase;
  let db: Db;
  let storage: FileStorage;
  let filesRoot: string;
  let firstSeed: boolean[];

  beforeAll(async () => {
    fresh = await freshDatabase(target);
    db = fresh.handle.db;
    await runMigrations(fresh.handle);
    filesRoot = mkdtempSync(join(tmpdir(), 'tischlein-demo-'));
    storage = localFileStorage(filesRoot);
    // On the server, two instances start on the same empty database at once: exactly one of them seeds.
    const second = fresh.openAnother ? await fresh.openAnother() : null;
    const started = performance.now();
    firstSeed = await Promise.all([
      seedDemoData(db, storage, now),
      ...(second ? [seedDemoData(second.db, storage, now)] : []),
    ]);
    console.log(`demo data on ${target.name} seeded in ${Math.round(performance.now() - started)} ms`);
  });

  afterAll(async () => {
    await fresh?.dispose();
    if (filesRoot) rmSync(filesRoot, { recursive: true, force: true });
  });

  it('seeds an empty database once, and leaves a seeded one alone', async () => {
    expect(firstSeed.filter(Boolean)).toHaveLength(1);
    const before = await counts(db);
    expect(await seedDemoData(db, storage, new Date())).toBe(false);
    expect(await counts(db)).toEqual(before);
  });

  it('has the three Vorarlberg branches with address, coordinates, tags and tables', async () => {
    const rows = await db.query.branches.findMany({
      with: { tags: true, tables: true, images: true, deliveryAreas: true },
      orderBy: asc(t.branches.sortOrder),
    });
    expect(rows.map((branch) => branch.identifier)).toEqual([...demoBranchIdentifiers]);
    for (const branch of rows) {
      expect(branch).toMatchObject({
        isPublic: true,
        street: expect.any(String),
        zipCode: expect.stringMatching(/^6\d{3}$/),
      });
      expect(branch.latitude).toBeGreaterThan(47.2);
      expect(branch.latitude).toBeLessThan(47.6);
      expect(branch.longitude).toBeGreaterThan(9.5);
      expect(branch.longitude).toBeLessThan(9.9);
      expect(branch.logoImageId).not.toBeNull();
      expect(branch.images.length).toBeGreaterThan(0);
      expect(branch.tags.length).toBeGreaterThan(0);
      expect(new Set(branch.tables.map((table) => table.identifier)).size).toBe(branch.tables.length);
    }
    const [dornbirn, bregenz, feldkirch] = rows;
    expect(dornbirn!.tables.map((table) => table.identifier)).toEqual(
      expect.arrayContaining(['1', '12', 'Terrasse 1']),
    );
    expect(bregenz!.orderableFrom).toBe('08:00');
    expect(feldkirch!.closedMessage).toEqual(expect.any(String));
    expect(rows.filter((branch) => branch.isDeliveryHoursEnabled).map((branch) => branch.identifier)).toEqual(
      ['dornbirn'],
    );
  });

  it('stores opening hours the domain accepts: a lunch break, a Friday past midnight, a closed Sunday, holidays', async () => {
    const rows = await db.select().from(t.branches);
    const hours = Object.fromEntries(rows.map((branch) => [branch.identifier, branch.openingHours]));
    for (const branch of rows) {
      expect(openingHoursSchema.safeParse(branch.openingHours).success).toBe(true);
      expect(openingHoursSchema.safeParse(branch.deliveryHours).success).toBe(true);
    }
    // Times in Vienna (CET, UTC+1 in November and December).
    expect(isOpenAt(hours.dornbirn!, new Date('2026-11-21T00:30:00Z'))).toBe(true); // Saturday 01:30
    expect(isOpenAt(hours.dornbirn!, new Date('2026-11-19T23:30:00Z'))).toBe(false); // Friday 00:30 after a Thursday
    expect(isOpenAt(hours.bregenz!, new Date('2026-11-22T09:00:00Z'))).toBe(false); // Sunday 10:00
    expect(isOpenAt(hours.bregenz!, new Date('2026-11-23T09:00:00Z'))).toBe(true); // Monday 10:00
    expect(isOpenAt(hours.feldkirch!, new Date('2026-11-23T12:00:00Z'))).toBe(false); // Monday 13:00, lunch break
    expect(isOpenAt(hours.feldkirch!, new Date('2026-11-23T14:00:00Z'))).toBe(true); // Monday 15:00
    for (const identifier of demoBranchIdentifiers) {
      expect(isOpenAt(hours[identifier]!, new Date('2026-12-25T10:00:00Z'))).toBe(false); // Christmas Day
    }
  });

  it('has delivery areas with fees, tax, free flag and order value limits', async () => {
    const areas = await db.select().from(t.deliveryAreas);
    expect(areas.length).toBeGreaterThanOrEqual(4);
    expect(areas.some((area) => area.free)).toBe(true);
    expect(areas.some((area) => area.freeFromOrderValue !== null && area.minimumOrderValue !== null)).toBe(
      true,
    );
    expect(new Set(areas.map((area) => area.tax))).toEqual(new Set([10, 20]));
  });

  it('has at least 40 products in at least 6 categories, each valid for the domain schema and pictured', async () => {
    const rows = await db.query.products.findMany({ with: { images: true, tags: true } });
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect((await db.select().from(t.categories)).length).toBeGreaterThanOrEqual(6);
    const shape = productSchema.omit({ id: true, images: true, tags: true });
    for (const product of rows) {
      expect(shape.safeParse(product).error).toBeUndefined();
      expect(product.images.length).toBeGreaterThan(0);
    }
    expect(
      rows.flatMap((product) => product.allergens).every((letter) => allergenLetters.includes(letter)),
    ).toBe(true);
    expect(rows.some((product) => product.tags.length > 0)).toBe(true);
  });

  it('has a step-by-step configurable product with a required select, an optional multiselect and text', async () => {
    const [breakfast] = await db.select().from(t.products).where(eq(t.products.uid, 'fruehstueck-nach-wahl'));
    expect(breakfast).toMatchObject({ type: 'configurable', isStepByStep: true });
    const parts = breakfast!.config.parts;
    expect(parts).toContainEqual(expect.objectContaining({ type: 'select', isOptional: false }));
    expect(parts).toContainEqual(expect.objectContaining({ type: 'multiselect', isOptional: true }));
    expect(parts).toContainEqual(expect.objectContaining({ type: 'text', isOptional: true }));
    const modifiers = new Set(parts.flatMap((part) => part.options.map((option) => option.modifier)));
    expect(modifiers).toEqual(new Set(['add', 'subtract', 'overwrite']));

    const configurable = await db.select().from(t.products).where(eq(t.products.type, 'configurable'));
    expect(configurable.some((product) => !product.isStepByStep)).toBe(true);
  });

  it('sells Bergkäse per dekagram with kilogram as an approximate alternative unit', async () => {
    const [cheese] = await db.select().from(t.products).where(eq(t.products.uid, 'vorarlberger-bergkaese'));
    expect(cheese).toMatchObject({
      unit: 'decagram',
      defaultUnit: 'decagram',
      calculationModel: 'approximate',
    });
    expect(cheese!.alternativeUnits).toEqual([
      expect.objectContaining({ unit: 'kilogram', ratio: 100, calculationModel: 'approximate' }),
    ]);
    expect(cheese!.price * cheese!.alternativeUnits[0]!.ratio).toBe(3500);
  });

  it('has an unavailable-but-visible product, a scheduled one and one with a lead time', async () => {
    const rows = await db.select().from(t.products);
    expect(rows.some((product) => !product.isEnabled && product.isVisibleWhenUnavailable)).toBe(true);
    const scheduled = rows.filter((product) => product.schedule !== null);
    expect(scheduled.length).toBeGreaterThan(0);
    for (const product of scheduled)
      expect(openingHoursSchema.safeParse(product.schedule).success).toBe(true);
    expect(rows.some((product) => product.isLeadTimeEnabled && product.leadTimeValue > 0)).toBe(true);
  });

  it('serves Bregenz the menu in force, not the older or the future one; Dornbirn and Feldkirch share one', async () => {
    const rows = await db.query.menus.findMany({
      with: { branches: true, categories: { with: { products: { with: { product: true } } } } },
    });
    const menus = rows.map((menu) => ({
      ...menu,
      availableFrom: menu.availableFrom.toISOString(),
      branches: menu.branches.map((link) => link.branchId),
    }));
    const branchId = Object.fromEntries(
      (await db.select().from(t.branches)).map((branch) => [branch.identifier, branch.id]),
    );
    const uidsOf = (menu: (typeof menus)[number]) =>
      menu.categories.flatMap((category) => category.products.map((link) => link.product.uid));

    const bregenz = activeMenu(menus, branchId.bregenz!, now)!;
    expect(bregenz.name).toBe('Bregenz Winter');
    expect(menus.filter((menu) => menu.branches.includes(branchId.bregenz!))).toHaveLength(3);
    expect(uidsOf(bregenz)).not.toEqual(expect.arrayContaining([futureOnlyProductUids[0]]));
    const future = menus.find((menu) => Date.parse(menu.availableFrom) > now.getTime())!;
    expect(uidsOf(future)).toEqual(expect.arrayContaining(futureOnlyProductUids));

    expect(activeMenu(menus, branchId.dornbirn!, now)!.id).toBe(
      activeMenu(menus, branchId.feldkirch!, now)!.id,
    );
    const shared = activeMenu(menus, branchId.dornbirn!, now)!;
    expect(shared.categories.length).toBeGreaterThanOrEqual(6);
    expect(shared.categories.map((category) => category.position)).toEqual([...shared.categories.keys()]);
  });

  it('writes every image as a JPEG of the recorded size into the storage', async () => {
    const rows = await db.select().from(t.images);
    expect(rows.length).toBeGreaterThan(40);
    for (const image of rows) {
      expect(image.storageKey).toBe(`images/${image.id}-${image.version}.jpg`);
      const file = await storage.get(image.storageKey);
      expect(file).not.toBeNull();
      const metadata = await sharp(file!).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: 'jpeg',
        width: image.width,
        height: image.height,
      });
      expect(image.alt).not.toBe('');
    }
  });

  it('has a configuration with every field, the branch list as home page and internal legal pages', async () => {
    const [row] = await db.select().from(t.config);
    const config = configSchema.strict().parse(row!.value);
    expect(config).toMatchObject({
      shopName: 'Café Tischlein',
      currency: 'EUR',
      enablePluginHomePage: false,
      enablePluginSearch: true,
      enablePluginTags: true,
    });
    const sitePaths = (await db.select().from(t.sites)).map((site) => `/${site.path}`);
    for (const page of [config.termsAndConditions, config.privacyPolicy, config.imprint, config.allergens]) {
      expect(sitePaths).toContain(page);
    }
  });

  it('has the legal pages as one text section each, and lists all allergen letters', async () => {
    const rows = await db.select().from(t.sites);
    for (const site of rows) expect(siteSchema.safeParse(site).error).toBeUndefined();
    for (const path of ['site/terms-and-conditions', 'site/privacy', 'site/imprint', 'site/allergens']) {
      const site = rows.find((candidate) => candidate.path === path);
      expect(site).toMatchObject({ type: 'default', isPublic: true });
      expect(site!.content.body).toEqual([{ type: 'text', value: expect.stringMatching(/^<h2>/) }]);
    }
    const allergens = rows.find((site) => site.path === 'site/allergens')!.content.body[0]!.value as string;
    for (const letter of allergenLetters)
      expect(allergens).toContain(`<strong>${letter}</strong> – ${allergenNames[letter]}`);
  });

  it('has an "Über uns" page using every content section type', async () => {
    const [about] = await db.select().from(t.sites).where(eq(t.sites.path, 'ueber-uns'));
    expect(about!.type).toBe('custom_site');
    expect(new Set(about!.content.body.map((section) => section.type))).toEqual(new Set(sectionTypes));
  });

  it('has the news and breakfast blocks and both navigations, pointing at existing sites and branches', async () => {
    const blocks = await db.select().from(t.blocks);
    for (const block of blocks) expect(blockSchema.safeParse(block).error).toBeUndefined();
    const news = blocks.find((block) => block.identifier === 'news')!;
    expect(news.isPublic).toBe(true);
    expect(news.content.body).toContainEqual({ type: 'text', value: expect.any(String) });
    expect(news.content.link).toMatchObject({ linkUrl: expect.any(String), linkLabel: expect.any(String) });
    const breakfast = blocks.find((block) => block.identifier === 'breakfast')!;
    const sections = breakfast.content.body as {
      type: string;
      value: { types?: { value: { text: string } }[] };
    }[];
    expect(sections.map((section) => section.type)).toEqual([
      'appointment',
      'customers',
      'breakfast',
      'summary',
      'data',
      'thankYou',
    ]);
    expect(sections[2]!.value.types!.every((type) => type.value.text.length > 0)).toBe(true);

    const siteIds = (await db.select().from(t.sites)).map((site) => String(site.id));
    const branchIds = (await db.select().from(t.branches)).map((branch) => String(branch.id));
    const navigations = await db.select().from(t.navigations);
    expect(navigations.map((navigation) => navigation.identifier).sort()).toEqual([
      'footer-navigation',
      'header-navigation',
    ]);
    const items = navigations.flatMap((navigation) => {
      expect(navigationSchema.safeParse(navigation).error).toBeUndefined();
      return navigation.items.flatMap((item) => [item, ...item.children]);
    });
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(['home', 'site', 'branch', 'link']));
    for (const item of items.filter((candidate) => candidate.type === 'site'))
      expect(siteIds).toContain(item.target);
    for (const item of items.filter((candidate) => candidate.type === 'branch'))
      expect(branchIds).toContain(item.target);
  });

  it('has a division and three donation recipients', async () => {
    expect(await db.select().from(t.divisions)).toHaveLength(1);
    expect(await db.select().from(t.donatees)).toHaveLength(3);
  });
});
