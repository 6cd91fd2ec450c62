import { Container, Stack, Text, Title } from '@mantine/core'
import { BrandThemeForm } from '../../features/admin-colors/brand-theme-form'
import { guard } from '../../guards/guard'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useSiteConfig } from '../../lib/ui-state'
import type { Route } from './+types/colors'

export const handle = { contactless: true, breadcrumb: 'Colors' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Colors') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: site settings are Super Admin's; anyone else is sent to /forbidden (the API refuses them too).
  await guard(request, context, 'superadmin:manage')
  return { theme: await answer(serverApi(context).GET('/api/admin/theme')) }
}

export default function Colors({ loaderData }: Route.ComponentProps) {
  const { theme } = loaderData
  const site = useSiteConfig()
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Colors</Title>
          <Text size="sm" c="dimmed">
            The shop’s brand theme: the primary and accent colours and the logo every page is drawn with. A save applies
            at once, on every page, and is recorded in the audit log.
          </Text>
        </Stack>
        <BrandThemeForm theme={theme} brandName={site.brandName} />
      </Stack>
    </Container>
  )
}
