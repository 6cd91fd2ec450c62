import { Anchor, Container, List, Stack, Table, Text, Title } from '@mantine/core'
import { DEALER_PRICE_TIER_HINTS, DEALER_PRICE_TIER_LABELS, DEALER_PRICE_TIERS } from '@shop/domain/dealers'
import { CONFLICT_MESSAGES } from '@shop/domain/errors'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { DetailSection } from '../../components/ui/admin-table/admin-detail'
import { guard } from '../../guards/guard'
import { pageTitle } from '../../lib/page-title'
import type { Route } from './+types/dealer-info'

export const handle = { contactless: true, breadcrumb: 'Dealer programme' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Dealer programme') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'back-office:write')
  return null
}

/** The dealer programme as admins run it (decision 0102, SPEC §2–§4, §8): tiers, credit, statements, transfers. */
export default function DealerInfo() {
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>The dealer programme</Title>
          <Text size="sm" c="dimmed">
            How dealers buy, owe and pay, and what the back office decides for each of them.
          </Text>
        </Stack>
        <DetailSection title="Price tiers">
          <Table>
            <Table.Tbody>
              {DEALER_PRICE_TIERS.map((tier) => (
                <Table.Tr key={tier}>
                  <Table.Th scope="row" w={120}>
                    {DEALER_PRICE_TIER_LABELS[tier]}
                  </Table.Th>
                  <Table.Td>{DEALER_PRICE_TIER_HINTS[tier]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm">
            Set a dealer’s tier on its edit page. Dealer members see dealer prices in the catalog and store.
          </Text>
        </DetailSection>
        <DetailSection title="Balance and credit limit">
          <List size="sm" spacing={6}>
            <List.Item>
              A dealer’s money is one ledger account per currency. Its balance is the sum of its postings, never a
              stored figure: above zero the dealer paid ahead, below zero it owes the shop.
            </List.Item>
            <List.Item>
              The credit limit says how far below zero the balance may go in that currency. A purchase that would go
              further is refused with: “{CONFLICT_MESSAGES.dealer_hit_credit_limit}”
            </List.Item>
            <List.Item>
              A dealer without a billing address cannot buy on its balance: “
              {CONFLICT_MESSAGES.dealer_missing_billing_info}”
            </List.Item>
            <List.Item>
              Changing a limit needs a reason, kept in the audit log. A dealer may ask for a higher limit itself: the
              request must be signed by one of its named signatories and shows on the dealer’s page.
            </List.Item>
            <List.Item>
              The dashboard flags a dealer when less than 10 % of its limit is left, or when it is past it (after a
              limit was lowered).
            </List.Item>
          </List>
        </DetailSection>
        <DetailSection title="Statements">
          <List size="sm" spacing={6}>
            <List.Item>
              Each month a dealer gets a statement: the opening balance, every posting of the period and the closing
              balance, with a due date. Once issued a statement never changes; the next one opens where it closed.
            </List.Item>
            <List.Item>
              A statement is accepted by one of the dealer’s named signatories (signature authority). The owner, a
              manager with the dealer signature flag, or an admin names and revokes them.
            </List.Item>
            <List.Item>
              Dealers pay their balance, or part of it, by card from the portal; the ledger shows it at once.
            </List.Item>
          </List>
        </DetailSection>
        <DetailSection title="Transfers and disbursements">
          <List size="sm" spacing={6}>
            <List.Item>
              A dealer sends tune credits or money to its customers or to another dealer, one or a group at once.
              Requests can be cancelled, reviewed, or performed; each performed transfer is one balanced ledger
              transaction and a retry never moves value twice.
            </List.Item>
            <List.Item>
              What the shop pays out to a dealer is a disbursement, made on the dealer’s admin page with a reason. It
              adds to the dealer’s balance and is audited.
            </List.Item>
            <List.Item>
              No one deletes a dealer: an Admin suspends one, a Super Admin archives it, and its ledger, orders and
              requests stay.
            </List.Item>
          </List>
        </DetailSection>
        <Text size="sm">
          <Anchor component={Link} to={paths.adminDealers()}>
            All dealers
          </Anchor>{' '}
          ·{' '}
          <Anchor component={Link} to={paths.adminDealerSignatureAuthority()}>
            Signature authority
          </Anchor>
        </Text>
      </Stack>
    </Container>
  )
}
