import { Anchor, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { User } from '@shop/domain/accounts'
import { describeSupportHours } from '@shop/domain/support-hours'
import { ContactUsForm, SupportNow } from '../../features/support'
import { answer, ApiError } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useSiteConfig } from '../../lib/ui-state'
import type { Route } from './+types/contact-us'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Contact us') },
  {
    name: 'description',
    content: 'Write to our support team about tunes, flash tools and orders: support hours, e-mail and a contact form.',
  },
]

export async function loader({ context }: Route.LoaderArgs) {
  let user: User | null = null
  try {
    user = await answer(serverApi(context).GET('/api/user/me'))
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error
  }
  return { name: user?.name ?? '', email: user?.email ?? '' }
}

/** SPEC §2 /contact-us: how to reach support, when it is open, and a form that opens a ticket. */
export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const site = useSiteConfig()
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Contact us</Title>
          <Text c="dimmed" maw={680}>
            Questions about a tune, a flash tool or an order? Our calibrators and support team answer every message,
            usually within one business day.
          </Text>
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="hours">
              <Stack gap="sm">
                <Title order={2} size="h4" id="hours">
                  Support hours
                </Title>
                <Text>{describeSupportHours(site.supportHours)}</Text>
                <Group>
                  <SupportNow hours={site.supportHours} holidays={site.supportHolidays} />
                </Group>
                <Text size="sm" c="dimmed">
                  Messages sent outside these hours are answered first thing on the next support day.
                </Text>
                <Title order={2} size="h4" mt="sm">
                  E-mail
                </Title>
                <Anchor href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Anchor>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ContactUsForm name={loaderData.name} email={loaderData.email} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  )
}
