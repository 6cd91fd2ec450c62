import { PgDialect } from 'drizzle-orm/pg-core'
import * as repo from '/work/main/apps/server/src/features/admin-metrics/admin-metrics.repository.ts'
const d = new PgDialect()
const { sql, params } = d.sqlToQuery(repo.revenueQuery({ from: '2026-10-28', to: '2026-11-26' } as any, 'day' as any))
let s = sql; params.forEach((p: any, i: number) => { s = s.replace(new RegExp('\\$' + (i + 1) + '(?!\\d)'), typeof p === 'number' ? String(p) : `'${String(p).replace(/'/g, "''")}'`) })
console.log(s + ';')
