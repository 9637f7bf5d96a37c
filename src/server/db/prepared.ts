import type { Db } from './client.js';

type Statement<Values, Result> = { execute(values: Values): Promise<Result> };

const names = new Set<string>();

// Drizzle's handles (the database, a transaction) run statements through their session's client: the
// pool, or the connection a transaction holds. Its prepared statements keep that client as their own
// `client` field and everything else (SQL text, parameters, the answer's mapping) apart from it.
const sessionOf = (db: Db) => (db as unknown as { session: { client: object } }).session;

/**
 * A statement Drizzle builds once per process instead of on every call, for the hot reads: building the
 * SQL text of a select over the hundred columns of `orders` takes 180–300 µs of the one thread each
 * time, and a third of what the 2× lunch rush allocated was such building (docs/performance.md,
 * "Lunch rush"). On PostgreSQL it runs as a named prepared statement, parsed once per connection.
 *
 * `build` gets a handle and the name and returns Drizzle's `.prepare(name)` of a query whose values are
 * `sql.placeholder`s. The statement built on a driver's first handle runs on its others (a transaction's
 * connection, another database) through a copy that differs only in its client; tests/api/prepared-
 * statements checks that a transaction's statement sees the transaction's rows, on both drivers.
 * Placeholders skip Drizzle's column encoders: pass times as ISO text.
 */
export function preparedStatement<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: Db, name: string) => Statement<Values, Result>,
): (db: Db, values: Values) => Promise<Result> {
  // PostgreSQL keeps one text per name and connection: a second statement under the same name would
  // fail on the connections that prepared the first.
  if (names.has(name)) throw new Error(`a prepared statement named ${name} exists already`);
  names.add(name);
  // One per driver (its session's class): the tests run PGlite and PostgreSQL in one process.
  const built = new Map<unknown, Statement<Values, Result>>();
  // Pools and their connections live as long as the process; a transaction's PGlite client is dropped.
  const onClient = new WeakMap<object, Statement<Values, Result>>();
  return (db, values) => {
    const session = sessionOf(db);
    let bound = onClient.get(session.client);
    if (bound === undefined) {
      let statement = built.get(session.constructor);
      if (statement === undefined) {
        statement = build(db, name);
        built.set(session.constructor, statement);
      }
      bound = Object.create(statement, { client: { value: session.client } }) as Statement<Values, Result>;
      onClient.set(session.client, bound);
    }
    return bound.execute(values);
  };
}
