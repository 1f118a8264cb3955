import type { Database } from './client.js';

/**
 * A prepared statement made once per database (a test process opens several) and kept for the
 * life of that database. `build` calls Drizzle's `.prepare(name)`.
 */
export function preparedFor<T>(build: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let statement = made.get(db);
    if (!statement) {
      statement = build(db);
      made.set(db, statement);
    }
    return statement;
  };
}
