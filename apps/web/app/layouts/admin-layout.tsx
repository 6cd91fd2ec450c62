import { Anchor, AppShell, Box, Breadcrumbs, Burger, Collapse, Group, NavLink, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { paths } from '@shop/domain/paths'
import { Link, NavLink as RouterNavLink, Outlet, useLocation, useMatches } from 'react-router'
import { useCurrentUser } from '../lib/ui-state'
import { adminNavLinksFor } from './admin-nav'

/** A back-office route's handle: its breadcrumb, from its loader's data where it names an object (`S-12`). */
export type AdminHandle = {
  breadcrumb?: string | ((data: unknown) => string)
  /** The list a detail page belongs to when its route is not nested in the list's (Orders for an order). */
  parentCrumb?: { label: string; to: string }
}

/**
 * Every /admin page (decision 0088; contactless through the staff guard): a side navigation of the screens the
 * signed-in role may open, behind a burger on a phone, and breadcrumbs from the routes' handles.
 */
export default function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false)
  const user = useCurrentUser()
  const location = useLocation()
  const links = adminNavLinksFor(user)
  const crumbs = [
    { label: 'Back office', to: paths.admin() },
    ...useMatches().flatMap((match) => {
      const handle = match.handle as AdminHandle | undefined
      if (!handle?.breadcrumb) return []
      const label = typeof handle.breadcrumb === 'function' ? handle.breadcrumb(match.loaderData) : handle.breadcrumb
      return [...(handle.parentCrumb ? [handle.parentCrumb] : []), { label, to: match.pathname }]
    }),
  ]
  const navLinks = links.map((link) => (
    <NavLink
      key={link.to}
      component={RouterNavLink}
      to={link.to}
      label={link.label}
      color="gray"
      active={location.pathname === link.to || location.pathname.startsWith(`${link.to}/`)}
      onClick={close}
    />
  ))
  return (
    <AppShell
      mode="static"
      header={{ height: 52 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="md"
    >
      <AppShell.Header px="md">
        <Group h="100%" gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={opened ? 'Close the back office menu' : 'Open the back office menu'}
          />
          <Text fw={700}>Back office</Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Back office" visibleFrom="sm">
        {navLinks}
      </AppShell.Navbar>
      <AppShell.Main>
        {/* On a phone the navigation opens under the bar, in the page's flow (the static shell's drawer would not). */}
        <Collapse expanded={opened} hiddenFrom="sm">
          <Box
            component="nav"
            aria-label="Back office"
            mb="md"
            pb="xs"
            style={{ borderBottom: '1px solid var(--ts-line)' }}
          >
            {navLinks}
          </Box>
        </Collapse>
        {crumbs.length > 1 ? (
          <Box component="nav" aria-label="Breadcrumbs" mb="md">
            <Breadcrumbs separator="›">
              {crumbs.map((crumb, index) =>
                index === crumbs.length - 1 ? (
                  <Text key={crumb.to} size="sm" aria-current="page">
                    {crumb.label}
                  </Text>
                ) : (
                  <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
                    {crumb.label}
                  </Anchor>
                ),
              )}
            </Breadcrumbs>
          </Box>
        ) : null}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}
