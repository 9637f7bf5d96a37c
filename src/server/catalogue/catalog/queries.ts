import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  categories,
  images,
  menuBranches,
  menuCategories,
  menuCategoryProducts,
  menus,
  productImages,
  products,
  productTags,
  tags,
} from '../../db/schema/index.js';
import { imageColumns } from '../../db/image-columns.js';

export async function listProductRows(db: Db) {
  return db.select().from(products).orderBy(asc(products.id));
}

export async function listProductImages(db: Db) {
  return db
    .select({ productId: productImages.productId, image: imageColumns(images) })
    .from(productImages)
    .innerJoin(images, eq(images.id, productImages.imageId))
    .orderBy(asc(productImages.productId), asc(productImages.position));
}

export async function listProductTagLinks(db: Db) {
  return db.select().from(productTags);
}

export async function listCategoryRows(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      image: imageColumns(images),
    })
    .from(categories)
    .leftJoin(images, eq(images.id, categories.imageId))
    .orderBy(asc(categories.id));
}

export async function listTagRows(db: Db) {
  return db
    .select({ id: tags.id, name: tags.name, image: imageColumns(images) })
    .from(tags)
    .leftJoin(images, eq(images.id, tags.imageId))
    .orderBy(asc(tags.sortOrder), asc(tags.id));
}

export async function listMenuRows(db: Db) {
  return db.select().from(menus).orderBy(asc(menus.availableFrom), asc(menus.id));
}

export async function listMenuBranchLinks(db: Db) {
  return db.select().from(menuBranches);
}

export async function listMenuCategoryRows(db: Db) {
  return db
    .select()
    .from(menuCategories)
    .orderBy(asc(menuCategories.menuId), asc(menuCategories.position), asc(menuCategories.id));
}

export async function listMenuCategoryProductRows(db: Db) {
  return db
    .select({
      menuCategoryId: menuCategoryProducts.menuCategoryId,
      productId: menuCategoryProducts.productId,
      position: menuCategoryProducts.position,
    })
    .from(menuCategoryProducts)
    .orderBy(asc(menuCategoryProducts.menuCategoryId), asc(menuCategoryProducts.position));
}
