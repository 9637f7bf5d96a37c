import { getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListPageRequest } from '../../../domain/lists/list-query.js';
import type { Db } from '../../db/client.js';
import { executePlanned } from '../../db/planned.js';
import { products } from '../../db/schema/index.js';
import { productJson } from './queries.js';

/** Columns of lists, schedules and part trees, and the stored search text: a list cannot be sorted by them. */
const unsortable = new Set([
  'allergens',
  'alternativeUnits',
  'schedule',
  'config',
  'createdAt',
  'updatedAt',
  'searchText',
]);
const scalars: Readonly<Record<string, PgColumn>> = Object.fromEntries(
  Object.entries(getTableColumns(products)).filter(([field]) => !unsortable.has(field)),
);
/** The fields a product list can be sorted by: the plain columns (not lists, schedules or part trees). */
export const sortableProductFields: ReadonlySet<string> = new Set(Object.keys(scalars));
const searchedColumns = [products.name, products.uid, products.description, products.type, products.unit];
/** What joins the searched fields in `search_text` (chr(31) in the schema). */
const fieldSeparator = '\u001f';

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Products whose name, uid, description, type or unit contains the search, ignoring case. ILIKE is
 * `lower(column) LIKE lower(pattern)`, so the stored lower-case text of the five fields answers the same;
 * only a search holding the separator itself could match across two fields, and it asks each field.
 */
function searchPredicate(search: string): SQL {
  if (search === '') return sql`true`;
  const pattern = likePattern(search);
  if (search.includes(fieldSeparator))
    return or(...searchedColumns.map((column) => ilike(column, pattern))) ?? sql`true`;
  return sql`${products.searchText} like lower(${pattern})`;
}

/** The sort key and its direction: texts ignore case like the list's collator; true before false ascending. */
function sortOf(request: ListPageRequest): { key: SQL; direction: SQL } {
  const column = request.sort ? scalars[request.sort.field] : undefined;
  if (!request.sort || !column) return { key: sql`${products.id}`, direction: sql.raw('asc') };
  const ascending = request.sort.direction === 'asc';
  if (column.dataType === 'string')
    return { key: sql`lower(${column})`, direction: sql.raw(ascending ? 'asc' : 'desc') };
  if (column.dataType === 'boolean')
    return { key: sql`${column}`, direction: sql.raw(ascending ? 'desc' : 'asc') };
  return { key: sql`${column}`, direction: sql.raw(ascending ? 'asc' : 'desc') };
}

/**
 * One page of products as the whole answer's JSON text (`{ data, meta }`), in one statement: PGlite runs
 * one query at a time and pays per round trip and per value handed over, so the count, the page's ids
 * and the 50 products' JSON are all built by the database. The page is clamped to the last one.
 */
export async function pageProductsAsJson(db: Db, request: ListPageRequest): Promise<string> {
  const size = request.pageSize;
  const { key, direction } = sortOf(request);
  const offset = sql`(select (least(${request.page}::int, pages) - 1) * ${size} from bounds)`;
  // A search runs once, into a materialised set of ids and sort keys. Without one the page is read from
  // the table itself, so a sort by id or by name walks an index and stops after the page.
  const pageRows =
    request.search === ''
      ? sql`
    bounds as (
      select count(*)::int as matching, count(*)::int as total,
        greatest(1, ceil(count(*) / ${size}::numeric))::int as pages
      from ${products}
    ), shown as (
      select ${products.id} as id, ${key} as key from ${products}
      order by ${key} ${direction} nulls last, ${products.id} limit ${size} offset ${offset}
    )`
      : sql`
    matched as materialized (
      select ${products.id} as id, ${key} as key from ${products} where ${searchPredicate(request.search)}
    ), bounds as (
      select count(*)::int as matching, (select count(*)::int from ${products}) as total,
        greatest(1, ceil(count(*) / ${size}::numeric))::int as pages
      from matched
    ), shown as (
      select id, key from matched order by key ${direction} nulls last, id limit ${size} offset ${offset}
    )`;
  // Each product of the page is looked up by its id: a join let the planner scan the whole table.
  const [row] = await executePlanned<{ json: string }>(
    db,
    sql`
    with ${pageRows}
    select json_build_object(
      'data', coalesce((
        select json_agg(
          (select ${productJson()} from ${products} where ${products.id} = shown.id)
          order by shown.key ${direction} nulls last, shown.id)
        from shown), '[]'),
      'meta', json_build_object('page', least(${request.page}::int, pages), 'pageSize', ${size}::int,
        'pages', pages, 'matching', matching, 'total', total)
    )::text as json
    from bounds`,
  );
  if (!row) throw new Error('the product page query returned no row');
  return row.json;
}
