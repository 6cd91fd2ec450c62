import { describe, expect, it } from 'vitest'
import { PageQuerySchema, pageWindow } from './page-query.schema'

describe('PageQuerySchema (SPEC §5: a 1-based page param)', () => {
  it.each([
    [{}, { page: 1, per_page: 20 }],
    [{ page: '1' }, { page: 1, per_page: 20 }],
    [
      { page: '3', per_page: '50' },
      { page: 3, per_page: 50 },
    ],
    [
      { page: 2, per_page: 100 },
      { page: 2, per_page: 100 },
    ],
  ])('"Listing pages use a 1-based page param": %j', (query, parsed) => {
    expect(PageQuerySchema.parse(query)).toEqual(parsed)
  })

  it.each([
    ['page', { page: '0' }, 'page must be 1 or more'],
    ['page', { page: '-2' }, 'page must be 1 or more'],
    ['page', { page: '1.5' }, 'page must be a whole number'],
    ['page', { page: 'abc' }, undefined],
    ['page', { page: '1e400' }, undefined],
    ['page', { page: '9007199254740993' }, undefined],
    ['per_page', { per_page: '0' }, undefined],
    ['per_page', { per_page: '101' }, undefined],
  ])('refuses a bad %s: %j', (field, query, message) => {
    const result = PageQuerySchema.safeParse(query)
    expect(result.success).toBe(false)
    const issue = result.error?.issues[0]
    expect(issue?.path).toEqual([field])
    if (message) expect(issue?.message).toBe(message)
  })
})

describe('pageWindow', () => {
  it.each([
    [{ page: 1, per_page: 20 }, 0, { offset: 0, limit: 20, meta: { page: 1, per_page: 20, total: 0, pages: 1 } }],
    [{ page: 1, per_page: 20 }, 20, { offset: 0, limit: 20, meta: { page: 1, per_page: 20, total: 20, pages: 1 } }],
    [{ page: 2, per_page: 20 }, 21, { offset: 20, limit: 20, meta: { page: 2, per_page: 20, total: 21, pages: 2 } }],
    [{ page: 3, per_page: 10 }, 95, { offset: 20, limit: 10, meta: { page: 3, per_page: 10, total: 95, pages: 10 } }],
  ])('page 1 starts at offset 0: %j of %i rows', (query, total, window) => {
    expect(pageWindow(query, total)).toEqual(window)
  })
})
