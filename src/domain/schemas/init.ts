import { z } from 'zod';
import { branchSchema, divisionSchema, donateeSchema, tableSchema } from './branch.js';
import { categorySchema, menuSchema, productSchema, tagSchema } from './catalog.js';
import { blockSchema, navigationSchema, siteSchema } from './content.js';
import { publicConfigSchema } from './public-config.js';
import { currentUserSchema } from './user.js';

/** The entries of GET /api/init, in the order the storefront spec lists them. */
export const initEntrySchemas = {
  '/api/config': publicConfigSchema,
  '/api/users/me': currentUserSchema.nullable(),
  '/api/divisions': z.array(divisionSchema),
  '/api/branches': z.array(branchSchema),
  '/api/menus': z.array(menuSchema),
  '/api/categories': z.array(categorySchema),
  '/api/products': z.array(productSchema),
  '/api/tags': z.array(tagSchema),
  '/api/tables': z.array(tableSchema),
  '/api/sites': z.array(siteSchema),
  '/api/navigations': z.array(navigationSchema),
  '/api/blocks': z.array(blockSchema),
  '/api/donatees': z.array(donateeSchema),
} as const;

export type InitUrl = keyof typeof initEntrySchemas;
export type InitData = { [K in InitUrl]: z.infer<(typeof initEntrySchemas)[K]> };

export const initResponseSchema = z.object({
  data: z.array(
    z.union(
      (Object.keys(initEntrySchemas) as InitUrl[]).map((url) =>
        z.object({ url: z.literal(url), data: initEntrySchemas[url] }),
      ) as unknown as [z.ZodTypeAny, z.ZodTypeAny, ...z.ZodTypeAny[]],
    ),
  ),
});

/** Turns the entry list into a lookup by url, as the storefront reads it. */
export function initDataFromEntries(entries: readonly unknown[]): InitData {
  const pairs = (entries as { url: string; data: unknown }[]).map((entry) => [entry.url, entry.data]);
  return Object.fromEntries(pairs) as InitData;
}
