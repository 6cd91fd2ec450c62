import { describe, expect, it } from 'vitest'
import { cartEntryShips } from './cart-entry-ships'
import { addCartEntry } from './add-cart-entry'
import { bundleEntry, productEntry } from './cart.test-fixtures'
import { mergeCarts } from './merge-carts'
import { setCartEntryQuantity } from './set-cart-entry-quantity'
import { withCartEntryDefaults } from './with-cart-entry-defaults'

describe('the vehicle bundle in the cart (decision 0068)', () => {
  it('replaces the bundle of the same vehicle in its place, whatever its tunes and tool choice', () => {
    const first = addCartEntry(addCartEntry([], bundleEntry('/catalog/a/2019/b/c', [1])), productEntry('cable'))
    const next = addCartEntry(first, bundleEntry('/catalog/a/2019/b/c', [1, 2], { own: [3], rent: false }))
    expect(next).toHaveLength(2)
    expect(next[0]!.kind === 'catalog-tune' && next[0]!.tuneIds).toEqual([1, 2])
    expect(next[0]!.kind === 'catalog-tune' && next[0]!.tools).toEqual({ own: [3], rent: false })
    expect(next[1]!.product.slug).toBe('cable')
  })
  it('keeps one bundle per vehicle: another vehicle is another entry', () => {
    const cart = addCartEntry(addCartEntry([], bundleEntry('/catalog/a/2019/b/c')), bundleEntry('/catalog/a/2019/b/d'))
    expect(cart).toHaveLength(2)
  })
  it('stays at quantity 1: adding again and the quantity picker do not multiply it', () => {
    const once = addCartEntry([], bundleEntry())
    const twice = addCartEntry(once, bundleEntry())
    expect(twice).toHaveLength(1)
    expect(twice[0]!.quantity).toBe(1)
    expect(setCartEntryQuantity(twice, twice[0]!.hash, 5)[0]!.quantity).toBe(1)
  })
  it('merges at login with the browser bundle replacing the account one for the same vehicle', () => {
    const account = addCartEntry([], bundleEntry('/catalog/a/2019/b/c', [1]))
    const browser = addCartEntry([], bundleEntry('/catalog/a/2019/b/c', [2]))
    const merged = mergeCarts(account, browser)
    expect(merged).toHaveLength(1)
    expect(merged[0]!.kind === 'catalog-tune' && merged[0]!.tuneIds).toEqual([2])
  })
  it('fills an old bundle with "buy the needed tool", no parts and quantity 1', () => {
    const {
      tools: _tools,
      parts: _parts,
      ...old
    } = addCartEntry([], bundleEntry())[0] as never as Record<string, unknown>
    const filled = withCartEntryDefaults({ ...old, quantity: 3 } as never)
    expect(filled).toMatchObject({ tools: { own: [], rent: false }, parts: [], quantity: 1 })
  })
})

describe('cartEntryShips (decision 0068)', () => {
  it('ships a product, a bundle with a shipping part and an old bundle without parts; not a tunes-only bundle', () => {
    const [product] = addCartEntry([], productEntry('cable'))
    const [tunesOnly] = addCartEntry([], bundleEntry())
    const withTool = { ...tunesOnly!, parts: [{ name: 'FZ3', note: '', ships: true, pricesByCurrency: {} }] }
    expect(cartEntryShips(product!)).toBe(true)
    expect(cartEntryShips(tunesOnly!)).toBe(false)
    expect(cartEntryShips(withTool as never)).toBe(true)
    expect(cartEntryShips({ ...tunesOnly!, parts: [] } as never)).toBe(true)
  })
})
