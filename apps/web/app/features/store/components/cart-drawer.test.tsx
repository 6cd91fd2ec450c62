import { addCartEntry, CART_STORAGE_KEY, type CartEntry, type NewCartEntry } from '@shop/domain/cart'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, Outlet } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { deferred, stubApi, type ApiReply } from '../../../../test/fake-api'
import { customer, uiStateOf } from '../../../../test/render'
import type { UiState } from '../../../lib/ui-state'

const exhaust: NewCartEntry = {
  kind: 'product',
  product: {
    slug: 'cat-back-exhaust',
    name: 'Cat-back exhaust',
    subtext: 'Stainless steel',
    image: null,
    pricesByCurrency: { USD: 89_900, EUR: 82_000 },
  },
  options: [
    {
      option: { id: 1, name: 'Tips' },
      selection: { name: 'Black', pricesByCurrency: { USD: 5_000, EUR: 4_500 } },
    },
  ],
  quantity: 1,
}

const flashTool: NewCartEntry = {
  kind: 'product',
  product: { slug: 'flash-tool', name: 'Flash tool', subtext: '', image: null, pricesByCurrency: { USD: 19_900 } },
  options: [],
  quantity: 2,
}

const cartOf = (...entries: NewCartEntry[]): CartEntry[] => entries.reduce<CartEntry[]>(addCartEntry, [])

function storeCart(owner: string | null, entries: CartEntry[]) {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ owner, entries }))
}

function storedCart(): { owner: string | null; entries: CartEntry[] } {
  return JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as {
    owner: string | null
    entries: CartEntry[]
  }
}

/**
 * The header's cart link, the cart's sync with the account and the drawer, as the default layout mounts them
 * (layouts/default-layout.tsx), under a root route that hands them the global state. The cart store lives in
 * its module (one per tab): each test loads fresh copies.
 */
async function renderShop(uiState: UiState) {
  vi.resetModules()
  const [{ CartDrawer }, { CartLink }, { CartSync }, { useCartStore }] = await Promise.all([
    import('./cart-drawer'),
    import('./cart-link'),
    import('./cart-sync'),
    import('../../../lib/cart-store'),
  ])
  function Layout() {
    const open = useCartStore((state) => state.open)
    return (
      <>
        <header>
          <CartLink />
        </header>
        <CartSync />
        <main>
          <Outlet />
        </main>
        {open ? <CartDrawer /> : null}
      </>
    )
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ uiState }),
      HydrateFallback: () => null,
      Component: Layout,
      children: [
        { index: true, Component: () => <h1>Home</h1> },
        { path: 'checkout', Component: () => <h1>Checkout page</h1> },
      ],
    },
  ])
  render(<Stub initialEntries={['/']} />)
}

/** A visitor's page with `entries` in the stored cart. */
async function renderVisitorCart(...entries: NewCartEntry[]) {
  const api = stubApi({})
  storeCart(null, cartOf(...entries))
  const user = userEvent.setup()
  await renderShop(uiStateOf())
  return { api, user }
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>, linkName: string) {
  await user.click(await screen.findByRole('button', { name: linkName }))
  return screen.getByRole('dialog', { name: 'Your cart' })
}

describe('cart drawer (SPEC §2, decision 0025)', () => {
  it("lists a visitor's stored cart with subtext, options, price each and the subtotal in the display currency", async () => {
    const { api, user } = await renderVisitorCart(exhaust, flashTool)

    const drawer = await openDrawer(user, 'Cart, 3 items')
    const lines = within(drawer).getAllByTestId('cart-line')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toHaveTextContent('Cat-back exhaust')
    expect(lines[0]).toHaveTextContent('Stainless steel')
    expect(lines[0]).toHaveTextContent('Tips: Black')
    expect(lines[0]).toHaveTextContent('$949.00 each')
    expect(within(lines[1]!).getByLabelText('Quantity of Flash tool')).toHaveValue('2')
    expect(within(drawer).getByText('(USD)')).toBeVisible()
    // 949.00 + 2 × 199.00
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$1,347.00')
    // A visitor's cart stays in the browser.
    expect(api.calls).toEqual([])
  })

  it('changes a quantity with the picker and by typing (clamped to 1–20), and keeps the change in storage', async () => {
    const { user } = await renderVisitorCart(flashTool)
    const drawer = await openDrawer(user, 'Cart, 2 items')

    await user.click(within(drawer).getByRole('button', { name: 'One more Flash tool' }))
    expect(within(drawer).getByLabelText('Quantity of Flash tool')).toHaveValue('3')
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$597.00')
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument()
    expect(storedCart().entries[0]?.quantity).toBe(3)

    const input = within(drawer).getByLabelText('Quantity of Flash tool')
    await user.clear(input)
    await user.type(input, '99{Enter}')
    expect(input).toHaveValue('20')
    expect(storedCart().entries[0]?.quantity).toBe(20)
    expect(within(drawer).getByRole('button', { name: 'One more Flash tool' })).toBeDisabled()

    await user.clear(input)
    await user.type(input, '1{Enter}')
    expect(within(drawer).getByRole('button', { name: 'One less Flash tool' })).toBeDisabled()
  })

  it('removes a line, tracked as store_remove_from_cart; an empty cart says so and offers no checkout', async () => {
    const beacon = vi.spyOn(window.navigator, 'sendBeacon').mockReturnValue(true)
    const { user } = await renderVisitorCart(flashTool)
    const drawer = await openDrawer(user, 'Cart, 2 items')

    await user.click(within(drawer).getByRole('button', { name: 'Remove Flash tool' }))
    expect(within(drawer).getByText('Your Cart is Empty.')).toBeVisible()
    expect(within(drawer).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument()
    expect(within(drawer).queryByTestId('cart-subtotal')).not.toBeInTheDocument()
    expect(screen.queryByTestId('cart-link')).not.toBeInTheDocument()
    expect(storedCart().entries).toEqual([])
    expect(beacon).toHaveBeenCalledTimes(1)
    const [endpoint, params] = beacon.mock.calls[0]!
    expect(endpoint).toBe('/api/v1/track/pv')
    expect((params as URLSearchParams).get('e')).toBe('store_remove_from_cart')
  })

  it('closes with Close, with Escape, and goes to the checkout with Checkout', async () => {
    const { user } = await renderVisitorCart(flashTool)

    let drawer = await openDrawer(user, 'Cart, 2 items')
    await user.click(within(drawer).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    drawer = await openDrawer(user, 'Cart, 2 items')
    expect(drawer).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    drawer = await openDrawer(user, 'Cart, 2 items')
    await user.click(within(drawer).getByRole('link', { name: 'Checkout' }))
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeVisible()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("merges a visitor's cart into the account at login and saves each later change to the account", async () => {
    const api = stubApi({
      // The server applies the add rule: the account already held one flash tool.
      'PUT /api/store/cart': ({ body }) => ({
        body: {
          currency: 'USD',
          entries: (body as { merge: boolean }).merge ? cartOf(flashTool, { ...flashTool, quantity: 1 }) : [],
        },
      }),
    })
    storeCart(null, cartOf(flashTool))
    const user = userEvent.setup()
    await renderShop(uiStateOf({ user: customer('user-7') }))

    const drawer = await openDrawer(user, 'Cart, 3 items')
    expect(api.calls).toEqual([
      { method: 'PUT', path: '/api/store/cart', body: { currency: 'USD', entries: cartOf(flashTool), merge: true } },
    ])
    expect(storedCart().owner).toBe('user-7')

    await user.click(within(drawer).getByRole('button', { name: 'One less Flash tool' }))
    await waitFor(() => expect(api.calls).toHaveLength(2))
    expect(api.calls[1]).toMatchObject({
      method: 'PUT',
      path: '/api/store/cart',
      body: { currency: 'USD', merge: false, entries: [expect.objectContaining({ quantity: 2 })] },
    })
  })

  it("keeps a line added while the account's cart is still loading, and saves it to the account", async () => {
    const accountCart = deferred<ApiReply>()
    const api = stubApi({
      'GET /api/store/cart': () => accountCart.promise,
      'PUT /api/store/cart': ({ body }) => ({ body }),
    })
    await renderShop(uiStateOf({ user: customer('user-7') }))
    const { useCartStore } = await import('../../../lib/cart-store')
    await waitFor(() => expect(api.calls).toEqual([{ method: 'GET', path: '/api/store/cart', body: null }]))

    useCartStore.getState().add(exhaust)
    accountCart.resolve({ body: { currency: 'USD', entries: cartOf(flashTool) } })

    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeVisible()
    await waitFor(() => expect(api.calls).toHaveLength(2))
    expect(api.calls[1]).toMatchObject({
      method: 'PUT',
      body: {
        merge: false,
        entries: [expect.objectContaining({ quantity: 2 }), expect.objectContaining({ quantity: 1 })],
      },
    })
    expect(storedCart()).toMatchObject({ owner: 'user-7', entries: [{ quantity: 2 }, { quantity: 1 }] })
  })

  it("shows the account's saved cart to a user whose browser holds no visitor cart", async () => {
    const api = stubApi({ 'GET /api/store/cart': { body: { currency: 'USD', entries: cartOf(exhaust) } } })
    const user = userEvent.setup()
    await renderShop(uiStateOf({ user: customer('user-7') }))

    const drawer = await openDrawer(user, 'Cart, 1 item')
    expect(within(drawer).getByTestId('cart-line')).toHaveTextContent('Cat-back exhaust')
    expect(api.calls).toEqual([{ method: 'GET', path: '/api/store/cart', body: null }])
  })
})
