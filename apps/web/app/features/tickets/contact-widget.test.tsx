import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, Link, Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { uiStateOf } from '../../../test/render'
import DefaultLayout from '../../layouts/default-layout'

/** The default layout as routes.ts mounts it, under a root route with the global state: a page and a contactless one. */
function renderSite(path = '/') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ uiState: uiStateOf() }),
      HydrateFallback: () => null,
      Component: () => <Outlet />,
      children: [
        {
          Component: DefaultLayout,
          loader: () => ({ switches: null }),
          HydrateFallback: () => null,
          children: [
            {
              index: true,
              Component: () => (
                <>
                  <h1>Home</h1>
                  <Link to="/admin/orders">Back office</Link>
                </>
              ),
            },
            { path: 'admin/orders', handle: { contactless: true }, Component: () => <h1>Orders</h1> },
          ],
        },
      ],
    },
  ])
  render(<Stub initialEntries={[path]} />)
}

const launcher = () => screen.queryByRole('button', { name: 'Help' })

describe('the contact widget (SPEC §2)', () => {
  it('opens a panel with the support hours and the ticket form; Esc closes it and gives the focus back', async () => {
    const user = userEvent.setup()
    renderSite()
    const button = await screen.findByRole('button', { name: 'Help' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    // The panel's code loads on the first open.
    const panel = await screen.findByRole('dialog', { name: 'Contact support' })
    expect(button).toHaveAttribute('aria-controls', panel.id)
    expect(panel).toHaveFocus()
    expect(await screen.findByText(/Our hours: Mon–Fri, 9:00–17:00 Pacific time/)).toBeVisible()
    expect(screen.getByText(/Support is (open|closed) now\./)).toBeVisible()
    expect(screen.getByRole('form', { name: 'New ticket' })).toBeVisible()
    expect(screen.getByLabelText('What is it about?')).toBeVisible()

    await user.click(screen.getByLabelText('Title'))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('the close button closes it too', async () => {
    const user = userEvent.setup()
    renderSite()
    await user.click(await screen.findByRole('button', { name: 'Help' }))
    await user.click(await screen.findByRole('button', { name: 'Close the contact panel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus()
  })

  it('is hidden on a contactless route (the back office)', async () => {
    const user = userEvent.setup()
    renderSite('/admin/orders')
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeVisible()
    expect(launcher()).not.toBeInTheDocument()
    renderSite('/')
    await user.click((await screen.findAllByRole('link', { name: 'Back office' }))[0]!)
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Help' })).toHaveLength(0))
  })
})
