import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { comparePurchases, mergePurchasePages, purchaseReadLimit } from './merge-purchase-pages'
import { PURCHASE_KINDS, type PurchaseKind } from './purchase-history.constants'
import type { PurchaseEntry } from './purchase-history.schema'
import { toPurchaseEntry } from './to-purchase-entry'

const DAY = 86_400_000
const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * DAY).toISOString()

/** A row of any kind: merging looks at kind, id and date only. */
const entry = (kind: PurchaseKind, id: number, day: number): PurchaseEntry => ({
  ...toPurchaseEntry({
    kind: 'credit-codes',
    id,
    status: 'committed',
    title: `${kind} ${id}`,
    created_at: at(day),
    total: null,
  }),
  kind,
})

/** A kind's rows as its service answers them: newest first, the first `limit`, with the count of all. */
const sourceOf = (rows: PurchaseEntry[], limit: number) => {
  const sorted = [...rows].sort(comparePurchases)
  return { rows: sorted.slice(0, limit), total: sorted.length }
}

const kindRows = (kind: PurchaseKind) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 30 })
    .chain((ids) =>
      fc.tuple(
        fc.constant(ids),
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: ids.length, maxLength: ids.length }),
      ),
    )
    .map(([ids, days]) => ids.map((id, i) => entry(kind, id, days[i]!)))

const everyKind = fc.tuple(...PURCHASE_KINDS.map(kindRows))
const query = fc.record({ page: fc.integer({ min: 1, max: 8 }), per_page: fc.integer({ min: 1, max: 12 }) })

describe('mergePurchasePages', () => {
  it('lists every kind together, newest first', () => {
    const page = mergePurchasePages(
      [
        { rows: [entry('store-order', 1, 3), entry('store-order', 2, 1)], total: 2 },
        { rows: [entry('tune-request', 7, 2)], total: 1 },
        { rows: [], total: 0 },
      ],
      { page: 1, per_page: 20 },
    )
    expect(page.data.map((row) => `${row.kind} ${row.id}`)).toEqual([
      'store-order 1',
      'tune-request 7',
      'store-order 2',
    ])
    expect(page.meta).toEqual({ page: 1, per_page: 20, total: 3, pages: 1 })
  })

  it('breaks a tie on the same instant by kind, then by the higher id', () => {
    const page = mergePurchasePages(
      [
        { rows: [entry('rescue-session', 4, 0)], total: 1 },
        { rows: [entry('store-order', 9, 0), entry('store-order', 3, 0)], total: 2 },
      ],
      { page: 1, per_page: 20 },
    )
    expect(page.data.map((row) => `${row.kind} ${row.id}`)).toEqual([
      'store-order 9',
      'store-order 3',
      'rescue-session 4',
    ])
  })

  it('answers a page past the last one empty, with the real total (the page then says so)', () => {
    const page = mergePurchasePages([{ rows: [entry('tune-bundle', 1, 0)], total: 1 }], { page: 2, per_page: 20 })
    expect(page.data).toEqual([])
    expect(page.meta.pages).toBe(1)
  })

  it('property: a page read from each kind’s newest page × per_page rows equals that page of all purchases sorted', () => {
    fc.assert(
      fc.property(everyKind, query, (kinds, q) => {
        const all = kinds.flat().sort(comparePurchases)
        const expected = all.slice((q.page - 1) * q.per_page, q.page * q.per_page)
        const page = mergePurchasePages(
          kinds.map((rows) => sourceOf(rows, purchaseReadLimit(q))),
          q,
        )
        expect(page.data).toEqual(expected)
        expect(page.meta.total).toBe(all.length)
        expect(page.meta.pages).toBe(Math.max(1, Math.ceil(all.length / q.per_page)))
      }),
    )
  })

  it('property: walking the pages lists every purchase exactly once, never older before newer', () => {
    fc.assert(
      fc.property(everyKind, fc.integer({ min: 1, max: 7 }), (kinds, perPage) => {
        const total = kinds.reduce((sum, rows) => sum + rows.length, 0)
        const pages = Math.max(1, Math.ceil(total / perPage))
        const walked = Array.from({ length: pages }, (_, i) => {
          const q = { page: i + 1, per_page: perPage }
          return mergePurchasePages(
            kinds.map((rows) => sourceOf(rows, purchaseReadLimit(q))),
            q,
          ).data
        }).flat()
        expect(walked.map((row) => `${row.kind}:${row.id}`).sort()).toEqual(
          kinds
            .flat()
            .map((row) => `${row.kind}:${row.id}`)
            .sort(),
        )
        for (let i = 1; i < walked.length; i++)
          expect(Date.parse(walked[i - 1]!.created_at)).toBeGreaterThanOrEqual(Date.parse(walked[i]!.created_at))
      }),
    )
  })

  it('reads no more than it needs: a kind that gave more rows than page × per_page adds none of the extra', () => {
    const old = entry('store-order', 1, 0)
    const page = mergePurchasePages([{ rows: [entry('store-order', 2, 5), old], total: 2 }], { page: 1, per_page: 1 })
    expect(page.data.map((row) => row.id)).toEqual([2])
  })
})
