import type { Db } from '../../db/index.js';

/**
 * A statement built once per database and sent as a named prepared statement: the server plans it
 * once per connection and each call is one round trip (see STACK.md, "What the API's speed depends
 * on"). For the queries every request runs (the session lookup, the access checks, list pages).
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) built.set(db, (statement = build(db)));
    return statement;
  };
}
