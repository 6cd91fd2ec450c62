import './styles/global.css'
import { lazy, useEffect, type ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import { ErrorPage } from './components/ui/error-page'
import { MountLater } from './components/ui/mount-later'
import { ScrollToTop } from './components/ui/scroll-to-top'
import { SlowPageNotice } from './components/ui/slow-page-notice'
import { regionOfHost } from '@shop/domain/regions'
import { themeCssRule } from '@shop/domain/brand-theme'
import { type RegionId } from '@shop/domain/site'
import { PageViewTracker } from './features/site/components/page-view-tracker'
import { RegionMismatchNotice } from './features/site/components/region-mismatch-notice'
import { TagConsumer } from './features/site/components/tag-consumer'
import { useNonce } from './lib/nonce'
import { answer } from './lib/api-client'
import { notePageRegion } from './lib/region-store'
import { serverApi } from './lib/server-api'
import { useSessionStore } from './lib/session-store'
import type { Route } from './+types/root'

// The update banner registers the service worker once the page has settled; its code stays out of the first-load
// JavaScript, and mounting it is no part of the load's work.
const UpdateBanner = lazy(() =>
  import('./features/site/components/update-banner').then((m) => ({ default: m.UpdateBanner })),
)

export async function loader({ context, request }: Route.LoaderArgs) {
  const uiState = await answer(serverApi(context).GET('/api/global/v1/ui-state'))
  // The region this page is rendered for (its host's): the browser's API calls name it (decision 0022).
  const { regions, regionDefinitions } = uiState.site
  const region = regionOfHost(new URL(request.url).host, {
    regions: regions as RegionId[],
    regionDefinitions: regionDefinitions as never,
  })
  // The brand theme's rule is worked out here, on the server: its colour maths stays out of every page's JavaScript.
  const themeCss = uiState.theme ? themeCssRule(uiState.theme) : null
  return { uiState, region, themeCss }
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  // The brand theme's colours (decision 0100) over the stylesheet's defaults, in the HTML itself: no flash. An error
  // page drawn without the global state keeps the defaults.
  const themeCss = useRouteLoaderData<typeof loader>('root')?.themeCss
  return (
    // Mantine pages read the colour scheme from this attribute; the shop has one, light.
    <html lang="en" data-mantine-color-scheme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#16171a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {themeCss ? <style nonce={nonce}>{themeCss}</style> : null}
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { uiState, region } = useLoaderData<typeof loader>()
  const setUser = useSessionStore((state) => state.setUser)
  // The server's view of the user is the truth at every load; the identity header keeps it current between loads.
  useEffect(() => setUser(uiState.user), [uiState.user, setUser])
  notePageRegion(region)
  return (
    <>
      <ScrollToTop />
      <SlowPageNotice />
      <MountLater until="settled">
        <UpdateBanner />
      </MountLater>
      <RegionMismatchNotice />
      <Outlet />
      <PageViewTracker />
      <TagConsumer />
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage kind="not-found" />
  return <ErrorPage kind="failed" />
}
