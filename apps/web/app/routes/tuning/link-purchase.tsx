import { Anchor, Container, List, Paper, Stack } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { PageHeader } from '../../components/ui/page-header'
import { ClaimCodeForm } from '../../features/tune-credits/claim-code-form'
import { pageTitle } from '../../lib/page-title'
import type { Route } from './+types/link-purchase'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Link a purchase') },
  { name: 'robots', content: 'noindex' },
]

/** SPEC §2 /tuning/link-purchase: link a tune bought at a dealer (its credit code) to this account. */
export default function LinkPurchase() {
  return (
    <Container px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg" maw="var(--ts-measure)">
        <PageHeader
          title="Link a purchase to your account"
          lead="Bought your tune at a dealer or installer? Your receipt or email carries a credit code. Linking it adds the tune credits to this account, ready for your next ECU read."
        />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <ClaimCodeForm />
        </Paper>
        <List size="sm" spacing={4}>
          <List.Item>A code can be linked to one account only.</List.Item>
          <List.Item>
            Codes mailed to the address you signed up with are linked automatically when you open{' '}
            <Anchor component={Link} to={paths.credits()}>
              your tune credits
            </Anchor>
            .
          </List.Item>
          <List.Item>
            Lost your code? Open a{' '}
            <Anchor component={Link} to={paths.tuningTicket()}>
              tuning ticket
            </Anchor>{' '}
            with your dealer’s name and the date of purchase.
          </List.Item>
        </List>
      </Stack>
    </Container>
  )
}
