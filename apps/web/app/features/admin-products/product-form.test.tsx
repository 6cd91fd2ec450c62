import { paths } from '@shop/domain/paths'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { stubApi, type ApiCall } from '../../../test/fake-api'
import { renderWithMantine } from '../../../test/render'
import { ProductForm } from './product-form'

const CURRENCIES = ['USD', 'EUR']

// The description's autosizing textarea listens to `document.fonts`, which happy-dom does not have.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  })
}

function renderNewProductForm() {
  const Stub = createRoutesStub([
    { path: paths.adminProductNew(), Component: () => <ProductForm product={null} currencies={CURRENCIES} /> },
    { path: '/admin/products/:id', Component: () => <h1>The saved product</h1> },
  ])
  renderWithMantine(<Stub initialEntries={[paths.adminProductNew()]} />)
}

const VALIDATION_FAILED = {
  status: 422,
  body: {
    code: 'validation_failed',
    message: 'Some fields were not correct.',
    errors: { 'prices.EUR': ['A price in EUR is required.'], slug: ['Another product already has this slug.'] },
  },
}

describe('ProductForm (decision 0093)', () => {
  it('offers a slug from the name, sends amounts in minor units and shows the API’s 422 on the fields', async () => {
    const sent: ApiCall[] = []
    let answer = VALIDATION_FAILED
    stubApi({
      'POST /api/admin/products': (call) => {
        sent.push(call)
        return answer
      },
    })
    renderNewProductForm()
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Dyno Day hoodie')
    expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveValue('dyno-day-hoodie')
    await user.type(screen.getByRole('textbox', { name: 'Price (USD)' }), '49.9')
    await user.click(screen.getByRole('button', { name: 'Create product' }))

    const eur = screen.getByRole('textbox', { name: 'Price (EUR)' })
    await waitFor(() => expect(eur).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getAllByText('A price in EUR is required.').length).toBeGreaterThan(0)
    expect(screen.getByText('Some fields were not correct:')).toBeInTheDocument()
    expect(sent[0]!.body).toMatchObject({ name: 'Dyno Day hoodie', slug: 'dyno-day-hoodie', prices: { USD: 4_990 } })

    answer = { status: 201, body: { id: 42 } } as unknown as typeof VALIDATION_FAILED
    await user.type(eur, '45')
    await user.click(screen.getByRole('button', { name: 'Create product' }))
    expect(await screen.findByRole('heading', { name: 'The saved product' })).toBeInTheDocument()
    expect(sent[1]!.body).toMatchObject({ prices: { USD: 4_990, EUR: 4_500 }, options: [] })
  })

  it('refuses an amount it cannot read without calling the API', async () => {
    const api = stubApi({})
    renderNewProductForm()
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'Price (USD)' }), '12.345')
    await user.click(screen.getByRole('button', { name: 'Create product' }))
    expect(await screen.findByText('Enter an amount such as 129.00')).toBeInTheDocument()
    expect(api.calls).toEqual([])
  })

  it('adds an option with a selection whose addition is sent per currency', async () => {
    const sent: ApiCall[] = []
    stubApi({
      'POST /api/admin/products': (call) => {
        sent.push(call)
        return { status: 201, body: { id: 7 } }
      },
    })
    renderNewProductForm()
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Cable')
    await user.click(screen.getByRole('button', { name: 'Add an option' }))
    await user.type(screen.getByRole('textbox', { name: 'Option 1 name' }), 'Length')
    await user.type(screen.getByRole('textbox', { name: 'Selection 1' }), '3 m')
    await user.type(screen.getAllByRole('textbox', { name: 'Adds (EUR)' })[0]!, '5')
    await user.click(screen.getByRole('button', { name: 'Create product' }))
    await screen.findByRole('heading', { name: 'The saved product' })
    expect(sent[0]!.body).toMatchObject({
      options: [{ name: 'Length', selections: [{ name: '3 m', prices: { EUR: 500 } }] }],
    })
  })
})
