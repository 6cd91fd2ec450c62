import { describe, expect, it } from 'vitest'
import { cookiesAreSecure } from './secure-cookies'

describe('cookiesAreSecure', () => {
  it('is true for a shop served over https', () => {
    expect(cookiesAreSecure('https://shop.example')).toBe(true)
  })

  it('is false on plain http, whatever the host name says', () => {
    expect(cookiesAreSecure('http://localhost:3000')).toBe(false)
    expect(cookiesAreSecure('http://https.example')).toBe(false)
  })
})
