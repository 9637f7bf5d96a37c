import type { OpeningHoursRule } from '../../../domain/opening-hours/rules.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { Db } from '../client.js';
import {
  branchImages,
  branches,
  categories,
  config,
  deliveryAreas,
  menuBranches,
  menuCategories,
  menuCategoryProducts,
  menus,
  productImages,
  products,
  productTags,
  tables,
  tags,
} from '../schema/index.js';
import { demoProducts } from './products.js';
import { demoCategories } from './taxonomy.js';
import { demoConfig } from './content.js';
import {
  branchSize,
  palettes,
  productSize,
  renderIllustrations,
  storeImages,
  type Illustration,
} from './images.js';

export type LargeCatalogueSize = { branches: number; products: number };
export type LargeCatalogueSummary = {
  branchIds: number[];
  categoryIds: number[];
  productIds: number[];
  menuIds: number[];
};

const towns = [
  ['6850', 'Dornbirn', 9.742, 47.414],
  ['6900', 'Bregenz', 9.746, 47.503],
  ['6800', 'Feldkirch', 9.598, 47.238],
  ['6700', 'Bludenz', 9.823, 47.155],
  ['6890', 'Lustenau', 9.658, 47.426],
  ['6845', 'Hohenems', 9.689, 47.365],
  ['6830', 'Rankweil', 9.643, 47.271],
  ['6973', 'Höchst', 9.64, 47.459],
] as const;

const openingHours: OpeningHoursRule[] = [
  { type: 'daily', from: '07:00', to: '19:00', isClosed: false },
  { type: 'sunday', from: '00:00', to: '24:00', isClosed: true },
];

// Statement parameters are limited to 65535; a product row has about 30 columns.
const CHUNK = 500;

async function inChunks<T, R>(rows: readonly T[], run: (chunk: T[]) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    results.push(await run(rows.slice(start, start + CHUNK)));
  return results;
}

/**
 * A catalogue for load tests: generated branches, categories, products (variations of the demo products,
 * configurable and weight-priced ones included) and one menu per five branches holding every product.
 * The images are a handful of shared rows, as a real shop reuses pictures across similar products.
 */
export async function seedLargeCatalogue(
  db: Db,
  storage: FileStorage,
  size: LargeCatalogueSize,
): Promise<LargeCatalogueSummary> {
  const illustrations: Illustration[] = [
    ...demoCategories.map((category) => ({
      key: `bench-${category.key}`,
      title: category.name,
      alt: category.name,
      motif: category.motif,
      palette: category.palette,
      ...productSize,
    })),
    {
      key: 'bench-branch',
      title: 'Filiale',
      alt: 'Filiale',
      motif: 'storefront',
      palette: palettes.wheat,
      ...branchSize,
    },
  ];
  const rendered = await renderIllustrations(illustrations);

  return db.transaction(async (tx) => {
    const images = await storeImages(tx, storage, rendered);
    const imageOf = (key: string) => images.get(key)!.id;

    const hasConfig = (await tx.select({ id: config.id }).from(config).limit(1)).length > 0;
    if (!hasConfig) await tx.insert(config).values({ value: demoConfig(new Date()) });

    const branchRows = await inChunks(
      Array.from({ length: size.branches }, (_, i) => {
        const [zipCode, city, longitude, latitude] = towns[i % towns.length]!;
        return {
          identifier: `bench-${String(i + 1).padStart(3, '0')}`,
          name: `${city} ${i + 1}`,
          description: `Generierte Filiale ${i + 1} für Lasttests.`,
          street: `Hauptstraße ${i + 1}`,
          zipCode,
          city,
          phone: `+43 5572 ${String(100000 + i)}`,
          email: `filiale-${i + 1}@cafe-tischlein.example`,
          longitude: longitude + (i % 7) * 0.001,
          latitude: latitude + (i % 5) * 0.001,
          keywords: 'Bäckerei, Kaffeehaus',
          openingHours,
          isDeliveryEnabled: i % 2 === 0,
          isDineInEnabled: true,
          isTableSelectionEnabled: true,
          isPreorderEnabled: true,
          sortOrder: i,
        };
      }),
      (chunk) => tx.insert(branches).values(chunk).returning({ id: branches.id }),
    );
    const branchIds = branchRows.flat().map((row) => row.id);
    await inChunks(
      branchIds.map((branchId) => ({ branchId, imageId: imageOf('bench-branch') })),
      (chunk) => tx.insert(branchImages).values(chunk),
    );
    await inChunks(
      branchIds.flatMap((branchId) => [
        {
          branchId,
          area: 'Zentrum',
          price: 250,
          tax: 10,
          free: false,
          freeFromOrderValue: 3000,
          minimumOrderValue: 1000,
        },
        {
          branchId,
          area: 'Umgebung',
          price: 490,
          tax: 20,
          free: false,
          freeFromOrderValue: null,
          minimumOrderValue: 2000,
        },
      ]),
      (chunk) => tx.insert(deliveryAreas).values(chunk),
    );
    await inChunks(
      branchIds.flatMap((branchId) =>
        Array.from({ length: 10 }, (_, i) => ({ branchId, identifier: String(i + 1), position: i })),
      ),
      (chunk) => tx.insert(tables).values(chunk),
    );

    const tagRows = await tx
      .insert(tags)
      .values([{ name: 'Vegan' }, { name: 'Vegetarisch' }, { name: 'Glutenfrei' }])
      .returning({ id: tags.id });

    // About 80 products per category, as in a large bakery's range.
    const categoryCount = Math.max(demoCategories.length, Math.round(size.products / 80));
    const categoryTemplates = Array.from(
      { length: categoryCount },
      (_, i) => demoCategories[i % demoCategories.length]!,
    );
    const categoryRows = await tx
      .insert(categories)
      .values(
        categoryTemplates.map((template, i) => ({
          name:
            i < demoCategories.length
              ? template.name
              : `${template.name} ${Math.floor(i / demoCategories.length) + 1}`,
          description: template.description,
          imageId: imageOf(`bench-${template.key}`),
        })),
      )
      .returning({ id: categories.id });
    const categoryIds = categoryRows.map((row) => row.id);

    // Product i cycles through the demo products, so the mix of simple, configurable and weighed goods holds,
    // and lands in one of the generated categories made from its demo category.
    const productSpecs = Array.from({ length: size.products }, (_, i) => {
      const template = demoProducts[i % demoProducts.length]!;
      const templateIndex = demoCategories.findIndex((category) => category.key === template.category);
      const copies = Math.ceil((categoryCount - templateIndex) / demoCategories.length);
      const categoryIndex =
        templateIndex + (Math.floor(i / demoProducts.length) % copies) * demoCategories.length;
      return {
        categoryIndex,
        row: { ...template.row, uid: `bench-${i + 1}`, name: `${template.row.name} Nr. ${i + 1}` },
        imageKey: `bench-${template.category}`,
      };
    });
    const productRows = await inChunks(productSpecs, (chunk) =>
      tx
        .insert(products)
        .values(chunk.map((spec) => spec.row))
        .returning({ id: products.id }),
    );
    const productIds = productRows.flat().map((row) => row.id);
    await inChunks(
      productSpecs.map((spec, i) => ({ productId: productIds[i]!, imageId: imageOf(spec.imageKey) })),
      (chunk) => tx.insert(productImages).values(chunk),
    );
    await inChunks(
      productIds
        .filter((_, i) => i % 3 === 0)
        .map((productId, i) => ({ productId, tagId: tagRows[i % tagRows.length]!.id })),
      (chunk) => tx.insert(productTags).values(chunk),
    );

    const menuIds: number[] = [];
    for (let first = 0; first < branchIds.length; first += 5) {
      const [menu] = await tx
        .insert(menus)
        .values({ name: `Sortiment ${first / 5 + 1}`, availableFrom: new Date('2020-01-01T00:00:00Z') })
        .returning({ id: menus.id });
      const menuId = menu!.id;
      menuIds.push(menuId);
      await tx
        .insert(menuBranches)
        .values(branchIds.slice(first, first + 5).map((branchId) => ({ menuId, branchId })));
      const menuCategoryRows = await tx
        .insert(menuCategories)
        .values(categoryIds.map((categoryId, position) => ({ menuId, categoryId, position })))
        .returning({ id: menuCategories.id });
      await inChunks(
        productSpecs.map((spec, i) => ({
          menuCategoryId: menuCategoryRows[spec.categoryIndex]!.id,
          productId: productIds[i]!,
          position: i,
        })),
        (chunk) => tx.insert(menuCategoryProducts).values(chunk),
      );
    }

    return { branchIds, categoryIds, productIds, menuIds };
  });
}
