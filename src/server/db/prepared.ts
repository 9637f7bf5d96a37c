import type { Db } from './client.js';

type Statement<Values, Result> = { execute(values: Values): Promise<Result> };

const names = new Set<string>();

/**
 * A statement Drizzle builds once per database handle instead of on every call, for the hot reads:
 * building the SQL text of a select over the hundred columns of `orders` takes 180–300 µs of the one
 * thread each time, and a third of what the 2× lunch rush allocated was such building (README, "Lunch
 * rush", stop 36). On PostgreSQL it runs as a named prepared statement, parsed once per connection.
 *
 * `build` gets the handle and the name and returns Drizzle's `.prepare(name)` of a query whose values
 * are `sql.placeholder`s. A transaction is a handle of its own, so inside one the statement is built
 * once per transaction, as before. Placeholders skip Drizzle's column encoders: pass times as ISO text.
 */
export function preparedStatement<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: Db, name: string) => Statement<Values, Result>,
): (db: Db, values: Values) => Promise<Result> {
  // PostgreSQL keeps one text per name and connection: a second statement under the same name would
  // fail on the connections that prepared the first.
  if (names.has(name)) throw new Error(`a prepared statement named ${name} exists already`);
  names.add(name);
  const built = new WeakMap<Db, Statement<Values, Result>>();
  return (db, values) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db, name);
      built.set(db, statement);
    }
    return statement.execute(values);
  };
}
