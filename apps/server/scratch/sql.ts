import { drizzle } from 'drizzle-orm/node-postgres'
import * as repo from '/work/main/apps/server/src/features/admin-orders/admin-orders.repository.ts'
const db = drizzle.mock({ casing: 'snake_case' }) as any
const q = { page: 1, per_page: 50, payment: 'paid' } as any
const show = (x: any) => { const { sql, params } = x.toSQL(); let s = sql; params.forEach((p: any, i: number) => { s = s.replace(new RegExp('\\$' + (i + 1) + '(?!\\d)'), typeof p === 'number' ? String(p) : `'${String(p).replace(/'/g, "''")}'`) }); console.log(s + ';\n') }
show(repo.findOrders(db, q, 0, 50))
