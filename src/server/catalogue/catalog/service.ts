import type { Category, Menu, Product, Tag } from '../../../domain/schemas/catalog.js';
import type { Db } from '../../db/client.js';
import { groupBy } from '../../lib/group-by.js';
import { presentImage } from '../../db/image-columns.js';
import {
  listCategoryRows,
  listMenuBranchLinks,
  listMenuCategoryProductRows,
  listMenuCategoryRows,
  listMenuRows,
  listProductImages,
  listProductRows,
  listProductTagLinks,
  listTagRows,
} from './queries.js';

export async function listProducts(db: Db): Promise<Product[]> {
  const [rows, imageRows, tagLinks] = await Promise.all([
    listProductRows(db),
    listProductImages(db),
    listProductTagLinks(db),
  ]);
  const imagesByProduct = groupBy(imageRows, (row) => row.productId);
  const tagsByProduct = groupBy(tagLinks, (link) => link.productId);
  return rows.map(({ createdAt: _createdAt, updatedAt: _updatedAt, searchText: _searchText, ...row }) => ({
    ...row,
    images: (imagesByProduct.get(row.id) ?? []).map((entry) => presentImage(entry.image)),
    tags: (tagsByProduct.get(row.id) ?? []).map((link) => ({ id: link.tagId })),
  }));
}

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await listCategoryRows(db);
  return rows.map((row) => ({ ...row, image: row.image ? presentImage(row.image) : null }));
}

export async function listTags(db: Db): Promise<Tag[]> {
  const rows = await listTagRows(db);
  return rows.map((row) => ({ ...row, image: row.image ? presentImage(row.image) : null }));
}

/** Menus with their branches and ordered catalogue. */
export async function listMenus(db: Db): Promise<Menu[]> {
  const [rows, branchLinks, categoryRows, productRows] = await Promise.all([
    listMenuRows(db),
    listMenuBranchLinks(db),
    listMenuCategoryRows(db),
    listMenuCategoryProductRows(db),
  ]);
  const branchesByMenu = groupBy(branchLinks, (link) => link.menuId);
  const categoriesByMenu = groupBy(categoryRows, (row) => row.menuId);
  const productsByMenuCategory = groupBy(productRows, (row) => row.menuCategoryId);
  return rows.map((menu) => ({
    id: menu.id,
    name: menu.name,
    availableFrom: menu.availableFrom.toISOString(),
    branches: (branchesByMenu.get(menu.id) ?? []).map((link) => link.branchId).sort((a, b) => a - b),
    catalog: {
      categories: (categoriesByMenu.get(menu.id) ?? []).map((entry) => ({
        id: entry.categoryId,
        products: (productsByMenuCategory.get(entry.id) ?? []).map((product) => ({ id: product.productId })),
      })),
    },
  }));
}
