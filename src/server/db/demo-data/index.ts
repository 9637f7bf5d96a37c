import { sql } from 'drizzle-orm';
import type { Image } from '../../../domain/schemas/common.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { Db } from '../client.js';
import {
  blocks,
  branchImages,
  branches,
  branchTags,
  categories,
  config,
  deliveryAreas,
  divisions,
  donatees,
  menuBranches,
  menuCategories,
  menuCategoryProducts,
  menus,
  navigations,
  productImages,
  products,
  productTags,
  redirects,
  sites,
  tables,
  tags,
} from '../schema/index.js';
import { demoBranches, demoDivision, demoDonatees, demoLogo } from './branches.js';
import { demoMenus } from './menus.js';
import { demoProducts } from './products.js';
import { demoCategories, demoCategoryImages, demoTags } from './taxonomy.js';
import {
  demoBlocks,
  demoConfig,
  demoContentImages,
  demoNavigations,
  demoRedirects,
  demoSites,
} from './content.js';
import { renderIllustrations, storeImages } from './images.js';

// Any fixed 64-bit number; serialises app instances that start on the same empty database at once.
const SEED_LOCK = 7_412_035_002;

async function hasBranches(db: Db): Promise<boolean> {
  const rows = await db.select({ id: branches.id }).from(branches).limit(1);
  return rows.length > 0;
}

function lookup<V>(map: ReadonlyMap<string, V>, kind: string) {
  return (key: string): V => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`Demo data refers to the unknown ${kind} '${key}'.`);
    return value;
  };
}

/**
 * Fills an empty database with the demo shop "Café Tischlein" (three branches in Vorarlberg). Does nothing
 * and answers false once any branch exists, so it is safe to call on every start. `now` anchors the dates
 * that must lie in the past or future (menus, holidays).
 */
export async function seedDemoData(db: Db, storage: FileStorage, now: Date): Promise<boolean> {
  if (await hasBranches(db)) return false;

  const branchFixtures = demoBranches(now);
  // Rendering takes seconds of CPU; done before the transaction so no lock is held meanwhile.
  const rendered = await renderIllustrations([
    demoLogo,
    ...branchFixtures.flatMap((branch) => branch.images),
    ...demoCategoryImages,
    ...demoProducts.map((product) => product.image),
    ...demoContentImages,
  ]);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasBranches(tx)) return false;

    const image = lookup<Image>(await storeImages(tx, storage, rendered), 'image');

    await tx.insert(config).values({ value: demoConfig(now) });
    const [division] = await tx.insert(divisions).values(demoDivision).returning({ id: divisions.id });

    const tagRows = await tx
      .insert(tags)
      .values(demoTags.map((tag, index) => ({ name: tag.name, sortOrder: index })))
      .returning({ id: tags.id, name: tags.name });
    const tagId = lookup(
      new Map(demoTags.map((tag) => [tag.key, tagRows.find((row) => row.name === tag.name)!.id])),
      'tag',
    );

    const branchRows = await tx
      .insert(branches)
      .values(
        branchFixtures.map((branch) => ({
          ...branch.row,
          divisionId: division!.id,
          logoImageId: image('logo').id,
        })),
      )
      .returning({ id: branches.id, identifier: branches.identifier });
    const branchId = lookup(new Map(branchRows.map((row) => [row.identifier, row.id])), 'branch');

    for (const branch of branchFixtures) {
      const id = branchId(branch.row.identifier);
      await tx.insert(branchImages).values(
        branch.images.map((illustration, position) => ({
          branchId: id,
          imageId: image(illustration.key).id,
          position,
        })),
      );
      await tx.insert(branchTags).values(branch.tags.map((key) => ({ branchId: id, tagId: tagId(key) })));
      if (branch.deliveryAreas.length > 0) {
        await tx
          .insert(deliveryAreas)
          .values(branch.deliveryAreas.map((area) => ({ ...area, branchId: id })));
      }
      await tx
        .insert(tables)
        .values(branch.tables.map((identifier, position) => ({ branchId: id, identifier, position })));
    }

    await tx.insert(donatees).values(demoDonatees);

    const categoryRows = await tx
      .insert(categories)
      .values(
        demoCategories.map((category) => ({
          name: category.name,
          description: category.description,
          imageId: image(`category-${category.key}`).id,
        })),
      )
      .returning({ id: categories.id, name: categories.name });
    const categoryId = lookup(
      new Map(
        demoCategories.map((category) => [
          category.key,
          categoryRows.find((row) => row.name === category.name)!.id,
        ]),
      ),
      'category',
    );

    const productRows = await tx
      .insert(products)
      .values(demoProducts.map((product) => product.row))
      .returning({ id: products.id, uid: products.uid });
    const productId = lookup(new Map(productRows.map((row) => [row.uid, row.id])), 'product');
    await tx.insert(productImages).values(
      demoProducts.map((product) => ({
        productId: productId(product.row.uid),
        imageId: image(product.image.key).id,
      })),
    );
    await tx
      .insert(productTags)
      .values(
        demoProducts.flatMap((product) =>
          product.tags.map((key) => ({ productId: productId(product.row.uid), tagId: tagId(key) })),
        ),
      );

    for (const menu of demoMenus(now)) {
      const [menuRow] = await tx
        .insert(menus)
        .values({ name: menu.name, availableFrom: menu.availableFrom })
        .returning({ id: menus.id });
      const menuId = menuRow!.id;
      await tx
        .insert(menuBranches)
        .values(menu.branches.map((identifier) => ({ menuId, branchId: branchId(identifier) })));
      const sections = menu.categories.filter((section) => section.products.length > 0);
      const menuCategoryRows = await tx
        .insert(menuCategories)
        .values(
          sections.map((section, position) => ({
            menuId,
            categoryId: categoryId(section.category),
            position,
          })),
        )
        .returning({ id: menuCategories.id, categoryId: menuCategories.categoryId });
      await tx.insert(menuCategoryProducts).values(
        sections.flatMap((section) => {
          const menuCategoryId = menuCategoryRows.find(
            (row) => row.categoryId === categoryId(section.category),
          )!.id;
          return section.products.map((uid, position) => ({
            menuCategoryId,
            productId: productId(uid),
            position,
          }));
        }),
      );
    }

    const siteRows = await tx
      .insert(sites)
      .values(demoSites(image))
      .returning({ id: sites.id, path: sites.path });
    const siteId = lookup(new Map(siteRows.map((row) => [row.path, row.id])), 'site');
    await tx.insert(blocks).values(demoBlocks(image));
    await tx.insert(navigations).values(
      demoNavigations(
        siteId,
        branchFixtures.map((branch) => ({ id: branchId(branch.row.identifier), name: branch.row.name })),
      ),
    );
    await tx.insert(redirects).values(demoRedirects);
    return true;
  });
}
