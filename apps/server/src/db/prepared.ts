import type { Db } from './client'

const statements = new WeakMap<Db, Map<string, unknown>>()

/**
 * A query of a hot read path prepared once per database handle under `name`: drizzle builds its SQL text once
 * instead of per request (a third of an uncached product read's CPU here), and PostgreSQL parses and plans it
 * once per connection. `build` prepares it with `sql.placeholder`s for the values; `name` must be unique per
 * SQL text (a query whose text varies, e.g. by the filters present, takes one name per variant).
 */
export function prepared<T>(db: Db, name: string, build: () => T): T {
  let byName = statements.get(db)
  if (!byName) {
    byName = new Map()
    statements.set(db, byName)
  }
  let statement = byName.get(name) as T | undefined
  if (statement === undefined) {
    statement = build()
    byName.set(name, statement)
  }
  return statement
}
