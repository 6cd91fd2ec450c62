// The dealer portal's rows (issue 25): the dealer's dashboard page, server-rendered for a logged-in owner (no page
// cache serves a signed-in page), and the balance postings list, each at 10 connections on the embedded database.
import { loginCookie } from './servers.mjs'

const DEMO_DEALER_OWNER = { email: 'dealer@example.com', password: 'demo-password' }
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br'
const DEALER_SLUG = 'redline-performance'

export const DEALER_DASHBOARD_ROW = 'shop GET dealer dashboard page, uncached (dealer owner)'
export const DEALER_POSTINGS_ROW = 'shop GET dealer balance postings, 50 per page (dealer owner)'

/** The two rows' targets, with the demo dealer's owner logged in once. */
export async function dealerTargets(shopUrl) {
  const cookie = await loginCookie(shopUrl, DEMO_DEALER_OWNER)
  const page = { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING, accept: 'text/html' }
  const api = { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING }
  return [
    { target: DEALER_DASHBOARD_ROW, url: `${shopUrl}/dealer/${DEALER_SLUG}`, headers: page, connections: [10] },
    {
      target: DEALER_POSTINGS_ROW,
      url: `${shopUrl}/api/v1/dealers/${DEALER_SLUG}/entries?currency=USD&per_page=50`,
      headers: api,
      connections: [10],
    },
  ]
}
