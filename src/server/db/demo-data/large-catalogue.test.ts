import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '../../../domain/schemas/catalog.js';
import { localFileStorage } from '../../storage/file-storage.js';
import { openDatabase, type DatabaseHandle } from '../client.js';
import { runMigrations } from '../migrate.js';
import * as t from '../schema/index.js';
import { seedLargeCatalogue, type LargeCatalogueSummary } from './large-catalogue.js';

describe('large catalogue', () => {
  let handle: DatabaseHandle;
  let filesRoot: string;
  let summary: LargeCatalogueSummary;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(handle);
    filesRoot = mkdtempSync(join(tmpdir(), 'tischlein-large-'));
    // Small enough for a unit test; 12 branches make a partly filled last group of the five per menu.
    summary = await seedLargeCatalogue(handle.db, localFileStorage(filesRoot), {
      branches: 12,
      products: 700,
    });
  });

  afterAll(async () => {
    await handle?.close();
    if (filesRoot) rmSync(filesRoot, { recursive: true, force: true });
  });

  it('creates the requested number of branches and valid products', async () => {
    expect(summary.branchIds).toHaveLength(12);
    const products = await handle.db.select().from(t.products);
    expect(products).toHaveLength(700);
    expect(new Set(products.map((product) => product.uid)).size).toBe(700);
    const shape = productSchema.omit({ id: true, images: true, tags: true });
    for (const product of products) expect(shape.safeParse(product).error).toBeUndefined();
    expect(products.some((product) => product.type === 'configurable')).toBe(true);
    expect(products.some((product) => product.alternativeUnits.length > 0)).toBe(true);
  });

  it('gives every branch exactly one menu that holds every product once', async () => {
    const links = await handle.db.select().from(t.menuBranches);
    expect(links.map((link) => link.branchId).sort((a, b) => a - b)).toEqual(summary.branchIds);
    expect(summary.menuIds).toHaveLength(3);
    const menus = await handle.db.query.menus.findMany({
      with: { categories: { with: { products: true } } },
    });
    for (const menu of menus) {
      const productIds = menu.categories.flatMap((category) =>
        category.products.map((link) => link.productId),
      );
      expect(productIds.sort((a, b) => a - b)).toEqual(summary.productIds);
    }
  });

  it('shares a handful of images between all products', async () => {
    const images = await handle.db.select().from(t.images);
    expect(images.length).toBeLessThan(10);
    expect((await handle.db.select().from(t.productImages)).length).toBe(700);
  });
});
