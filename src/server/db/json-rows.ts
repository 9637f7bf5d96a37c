import { getTableColumns, is, sql, SQL, type Table } from 'drizzle-orm';

/**
 * Rows written as one JSON parameter instead of one parameter per value: the insert of a whole order
 * (order, items, key, messages) then costs the server one parse and the app no per-column query
 * building, which is where the order bench spent most of its time (ADR 011).
 */

/** What an insert may give: identity values too, when taken from the sequence beforehand. */
type RowValues<T extends Table> = T['$inferInsert'] & Partial<T['$inferSelect']>;

type ColumnSpec = {
  key: string;
  name: string;
  notNull: boolean;
  /** The schema's JavaScript default, or undefined when it has none (or only the database knows it). */
  fallback: () => unknown;
};

// The column list of a table never changes: read once, not per row (this runs for every order).
const specsOf = new WeakMap<Table, ColumnSpec[]>();

function columnSpecs(table: Table): ColumnSpec[] {
  let specs = specsOf.get(table);
  if (specs === undefined) {
    specs = Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = column.default;
      const fallback = column.defaultFn
        ? () => column.defaultFn?.()
        : value !== undefined && !is(value, SQL)
          ? () => value
          : () => undefined;
      return { key, name: column.name, notNull: column.notNull || column.hasDefault, fallback };
    });
    specsOf.set(table, specs);
  }
  return specs;
}

/**
 * The row exactly as the database will hold it once inserted with these values: the schema's own
 * defaults filled in, null where nothing is given. A column whose default only the database knows
 * (now(), an identity) must be given, so nothing here is a guess.
 */
export function completeRow<T extends Table>(table: T, values: RowValues<T>): T['$inferSelect'] {
  const given = values as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const spec of columnSpecs(table)) {
    const value = given[spec.key] !== undefined ? given[spec.key] : spec.fallback();
    if (value === undefined && spec.notNull) throw new Error(`completeRow: ${spec.name} needs a value`);
    row[spec.key] = value ?? null;
  }
  return row as T['$inferSelect'];
}

/**
 * `insert into <table> (…) select … from jsonb_populate_recordset(…)`: a statement (or a CTE part) that
 * inserts the rows. A column no row gives is left out, so its database default applies; `overriding`
 * writes identity values the caller took from the sequence itself.
 */
export function insertJsonRows<T extends Table>(
  table: T,
  rows: RowValues<T>[],
  options: { overridingSystemValue?: boolean } = {},
): SQL {
  const given = rows as Record<string, unknown>[];
  const columns = columnSpecs(table).filter((spec) => given.some((row) => row[spec.key] !== undefined));
  const json = given.map((row) => {
    const out: Record<string, unknown> = {};
    for (const spec of columns) {
      const value = row[spec.key];
      out[spec.name] = value !== undefined ? value : (spec.fallback() ?? null);
    }
    return out;
  });
  // One raw chunk instead of one identifier per column: Drizzle's query building costs per chunk.
  const names = sql.raw(columns.map((spec) => `"${spec.name.replaceAll('"', '""')}"`).join(', '));
  return sql`insert into ${table} (${names}) ${options.overridingSystemValue ? sql`overriding system value ` : sql``}select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(json)}::jsonb)`;
}

/** Several inserts as one statement: they commit together or, when one fails, none of them does. */
export function insertsAsOneStatement(parts: SQL[]): SQL {
  return sql`with ${sql.join(
    parts.map((part, index) => sql`${sql.raw(`part_${index}`)} as (${part})`),
    sql`, `,
  )} select 1`;
}
