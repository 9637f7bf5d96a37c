import { z } from 'zod';
import { decimal } from '../validation/fields.js';

/** The most entries one page of a back-office list may hold. */
export const MAX_PAGE_SIZE = 100;
export const listMessages = { sort: 'Nach diesem Feld kann nicht sortiert werden.' } as const;
export const DEFAULT_PAGE_SIZE = 25;

const PAGE_MESSAGE = 'Bitte geben Sie eine Seitenzahl an.';
const PAGE_SIZE_MESSAGE = `Erlaubt sind 1 bis ${MAX_PAGE_SIZE} Einträge pro Seite.`;
// Written in decimal digits: Number() would also read '0x10', '1e2' and ' 2 '.
const pageNumber = decimal(
  z.number().int().min(1, { error: PAGE_MESSAGE }).max(1_000_000, { error: PAGE_MESSAGE }),
  PAGE_MESSAGE,
);

/**
 * Paging, sorting and search of an entity list (query parameters). A list asked without `page` and
 * `pageSize` answers every entry as before, so pickers and editors that need the whole list keep working.
 */
export const listQueryShape = {
  page: pageNumber.optional(),
  pageSize: decimal(
    z.number().int().min(1, { error: PAGE_SIZE_MESSAGE }).max(MAX_PAGE_SIZE, { error: PAGE_SIZE_MESSAGE }),
    PAGE_SIZE_MESSAGE,
  ).optional(),
  sort: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, { error: listMessages.sort })
    .optional(),
  dir: z.enum(['asc', 'desc'], { error: 'Bitte wählen Sie asc oder desc.' }).optional(),
  q: z
    .string()
    .max(200, { error: 'Dieser Wert ist zu lang. Erlaubt sind höchstens 200 Zeichen.' })
    .optional(),
};
export const listQuerySchema = z.object(listQueryShape);
export type ListQuery = z.output<typeof listQuerySchema>;

export const listQueryKeys = Object.keys(listQueryShape) as (keyof ListQuery)[];

/** A page as the server resolved it: the page is clamped to the last one, the sort is a known field. */
export type ListPageRequest = {
  page: number;
  pageSize: number;
  sort: { field: string; direction: 'asc' | 'desc' } | undefined;
  search: string;
};

export const listMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
  /** Entries matching the search. */
  matching: z.number().int(),
  /** Entries of the list without the search. */
  total: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function isPaged(query: ListQuery): boolean {
  return query.page !== undefined || query.pageSize !== undefined;
}

export function pageRequest(query: ListQuery): ListPageRequest {
  return {
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: query.sort === undefined ? undefined : { field: query.sort, direction: query.dir ?? 'asc' },
    search: (query.q ?? '').trim(),
  };
}

/** The page numbers of `matching` entries, with the asked page clamped so a shrunken list shows its last page. */
export function pageBounds(request: ListPageRequest, matching: number) {
  const pages = Math.max(1, Math.ceil(matching / request.pageSize));
  const page = Math.min(request.page, pages);
  return { page, pages, offset: (page - 1) * request.pageSize };
}
