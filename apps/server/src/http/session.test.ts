import { describe, expect, it } from 'vitest'
import { sessionTokenOf } from './session'

describe('sessionTokenOf', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['theme=dark', undefined],
    ['tuneshop.session_token=abc.def', 'abc.def'],
    ['a=1; tuneshop.session_token=abc; b=2', 'abc'],
    ['__Secure-tuneshop.session_token=xyz', 'xyz'],
    ['not-tuneshop.session_token=abc', undefined],
  ])('reads %j as %j', (header, token) => {
    expect(sessionTokenOf(header)).toBe(token)
  })
})
