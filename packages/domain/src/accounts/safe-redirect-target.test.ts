import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeRedirectTarget } from './safe-redirect-target'

const SITE = 'https://shop.test'

describe('safeRedirectTarget', () => {
  it.each([
    ['/', '/'],
    ['/profile/orders', '/profile/orders'],
    ['/catalog?make=audi&year=2019#tunes', '/catalog?make=audi&year=2019#tunes'],
    ['/a/b/../c', '/a/c'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/x?next=//evil.com', '/x?next=//evil.com'],
  ])('"a path of this site is kept": %j → %j', (target, result) => {
    expect(safeRedirectTarget(target)).toBe(result)
  })

  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http://evil.com/path',
    'HTTPS://evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.com',
    '/\n/evil.com',
    '\t//evil.com',
    ' //evil.com',
    '/\r\n/evil.com',
    '/\u0000/evil.com',
    '/.//evil.com',
    '/..//evil.com',
    '/a/..//evil.com',
    '/./\\evil.com',
    '/a\\..\\..\\\\evil.com',
    '%2F%2Fevil.com',
    '%2f%2fevil.com',
    'evil.com',
    '',
    `/${'a'.repeat(2001)}`,
  ])('"other sites, other schemes, garbage become the fallback": %j', (target) => {
    expect(safeRedirectTarget(target)).toBe('/')
    expect(safeRedirectTarget(target, '/profile/')).toBe('/profile/')
  })

  it.each([null, undefined])('no target (%s) becomes the fallback', (target) => {
    expect(safeRedirectTarget(target)).toBe('/')
  })

  it('property: the result always starts with a single / and resolves to this site', () => {
    const interesting = fc.constantFrom(
      '/',
      '//',
      '\\',
      '/\\',
      '.',
      '..',
      '/./',
      '/../',
      ':',
      'evil.com',
      'https:',
      'javascript:',
      '%2F',
      '%5C',
      '@',
      '?',
      '#',
      '\t',
      '\n',
      ' ',
      '\u00a0',
    )
    const target = fc.oneof(
      fc.string(),
      fc.array(interesting, { maxLength: 8 }).map((parts) => parts.join('')),
      fc.tuple(fc.array(interesting, { maxLength: 6 }), fc.string()).map(([parts, rest]) => parts.join('') + rest),
    )
    fc.assert(
      fc.property(target, (value) => {
        const result = safeRedirectTarget(value)
        expect(result.startsWith('/')).toBe(true)
        expect(result.startsWith('//')).toBe(false)
        expect(result.startsWith('/\\')).toBe(false)
        expect(new URL(result, SITE).origin).toBe(SITE)
      }),
      { numRuns: 5000 },
    )
  })
})
