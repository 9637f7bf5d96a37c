import { relations } from 'drizzle-orm';
import { images } from './files.js';
import {
  branchImages,
  branchTags,
  branches,
  deliveryAreas,
  departments,
  divisions,
  donatees,
  tables,
  tags,
} from './organisation.js';
import { sessions, userBranches, users } from './auth.js';
import {
  categories,
  menuBranches,
  menuCategories,
  menuCategoryProducts,
  menus,
  productImages,
  productTags,
  products,
} from './catalog.js';
import { digitalSignageSegments, digitalSignageStreamSegments, digitalSignageStreams } from './devices.js';
import { projects, tasks } from './time-tracking.js';
import { orderItems, orders, payments } from './orders.js';

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
