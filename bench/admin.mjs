// The back office's rows (issue 24, decision 0095): the admin order list (a page of 50 with a filter) and the metrics
// query (revenue of the last 30 days), each as a logged-in admin at 10 connections on the embedded database.
import { loginCookie } from './servers.mjs'

const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-password' }
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br'

export const ADMIN_ORDER_LIST_ROW = 'shop GET admin order list, 50 per page, paid only (admin)'
export const ADMIN_METRICS_ROW = 'shop GET admin metrics, revenue of the last 30 days (admin)'

/** The two rows' targets, with the demo admin logged in once. */
export async function adminTargets(shopUrl) {
  const cookie = await loginCookie(shopUrl, DEMO_ADMIN)
  const headers = { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING }
  return [
    {
      target: ADMIN_ORDER_LIST_ROW,
      url: `${shopUrl}/api/admin/orders?per_page=50&payment=paid`,
      headers,
      connections: [10],
    },
    { target: ADMIN_METRICS_ROW, url: `${shopUrl}/api/admin/metrics`, headers, connections: [10] },
  ]
}
