import { describe, expect, it } from 'vitest'
import { CLOSED_AUTH_ENDPOINT_ROW, PERMISSION_TABLE, TABLE_ROLES } from './permissions.table'

describe('PERMISSION_TABLE', () => {
  const rows = Object.entries(PERMISSION_TABLE)

  it('names every role of PERMISSIONS.md once, anonymous and each dealer membership role included', () => {
    expect(new Set(TABLE_ROLES).size).toBe(TABLE_ROLES.length)
    expect(TABLE_ROLES).toEqual(
      expect.arrayContaining([
        'anonymous',
        'customer',
        'dealer-member',
        'dealer-manager',
        'dealer-owner',
        'superadmin',
      ]),
    )
  })

  it.each(rows)('%s: a role is either allowed or refused, never both', (_key, row) => {
    for (const role of row.forbidden ?? []) expect(row.allowed).not.toContain(role)
    for (const role of row.allowed) expect(TABLE_ROLES).toContain(role)
  })

  it('someone else’s object is refused as 404 unless the role may see it (403), never answered 401 to a logged-in role', () => {
    for (const [key, row] of rows) {
      if (row.object) expect(row.refused, key).toBe(404)
      expect(row.refused ?? 403, key).not.toBe(401)
    }
  })

  it('keys are METHOD /api/path, and the closed auth endpoints let no one through', () => {
    for (const [key] of rows) expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\/\S+$/)
    expect(CLOSED_AUTH_ENDPOINT_ROW.allowed).toEqual([])
    expect(CLOSED_AUTH_ENDPOINT_ROW.anonymous).toBe(404)
  })
})
