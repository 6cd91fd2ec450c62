import { CONSENT_COOKIE } from '@shop/domain/consent'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// The consent store keeps the choice it read in a module variable (as the page does between renders): each test
// loads a fresh copy of the banner and its store, against the storage the test has set up.
async function renderBanner(props: { suppressed?: boolean; pixelId?: string | null } = {}) {
  vi.resetModules()
  const { CookieBanner } = await import('./cookie-banner')
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <CookieBanner
          analytics={{ tagId: 'G-TEST', pixelId: props.pixelId ?? null }}
          suppressed={props.suppressed ?? false}
        />
      ),
    },
    { path: '/cookie-preferences', Component: () => <h1>Cookie preferences page</h1> },
  ])
  render(<Stub initialEntries={['/']} />)
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on this shop' })
const storedCookie = () =>
  document.cookie
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1)

describe('cookie banner (SPEC §2 cookie dialog, §4 consent)', () => {
  beforeEach(() => {
    vi.spyOn(window.navigator, 'doNotTrack', 'get').mockReturnValue(null)
  })

  it('shows while consent is unset; Accept alone stores required-only consent and hides the banner', async () => {
    const user = userEvent.setup()
    await renderBanner()

    expect(await screen.findByRole('region', { name: 'Cookies on this shop' })).toBeVisible()
    expect(screen.getByText(/Third-party cookies load only if you turn them on under Choices/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Accept' }))

    expect(banner()).not.toBeInTheDocument()
    expect(storedCookie()).toBe('v1.a0.p0')
    expect(window.localStorage.getItem('tuneshop.consent')).toBe('v1.a0.p0')
  })

  it('Choices opens the switches, all optional ones off; only what the visitor ticks is turned on', async () => {
    const user = userEvent.setup()
    await renderBanner({ pixelId: 'PX-1' })

    const choices = await screen.findByRole('button', { name: 'Choices' })
    expect(choices).toHaveAttribute('aria-expanded', 'false')
    await user.click(choices)
    expect(choices).toHaveAttribute('aria-expanded', 'true')

    const required = screen.getByRole('switch', { name: /Required/ })
    expect(required).toBeChecked()
    expect(required).toBeDisabled()
    const analytics = screen.getByRole('switch', { name: /Analytics/ })
    const pixel = screen.getByRole('switch', { name: /Social pixel/ })
    expect(analytics).not.toBeChecked()
    expect(pixel).not.toBeChecked()

    await user.click(analytics)
    expect(analytics).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Accept' }))

    expect(banner()).not.toBeInTheDocument()
    expect(storedCookie()).toBe('v1.a1.p0')
    expect(window.localStorage.getItem('tuneshop.consent')).toBe('v1.a1.p0')
  })

  it('does not show once a choice is stored (cookie, or the local copy alone)', async () => {
    document.cookie = `${CONSENT_COOKIE}=v1.a1.p1; Path=/`
    await renderBanner()
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()

    document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`
    window.localStorage.setItem('tuneshop.consent', 'v1.a0.p0')
    await renderBanner()
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
  })

  it('a tampered stored value counts as unset: the banner asks again', async () => {
    document.cookie = `${CONSENT_COOKIE}=yes-please; Path=/`
    await renderBanner()
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeVisible()
  })

  it('is hidden on a page that suppresses it and with Do Not Track', async () => {
    await renderBanner({ suppressed: true })
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()

    vi.spyOn(window.navigator, 'doNotTrack', 'get').mockReturnValue('1')
    await renderBanner()
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
  })

  it('links to the cookie preferences page', async () => {
    const user = userEvent.setup()
    await renderBanner()
    await user.click(await screen.findByRole('link', { name: 'Cookie preferences' }))
    expect(await screen.findByRole('heading', { name: 'Cookie preferences page' })).toBeVisible()
  })
})
