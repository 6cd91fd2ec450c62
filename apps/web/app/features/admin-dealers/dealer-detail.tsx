import { Anchor, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { formatAddressLine, MEMBERSHIP_ROLE_LABELS } from '@shop/domain/accounts'
import { DEALER_PRICE_TIER_LABELS, type AdminDealerDetail } from '@shop/domain/dealers'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { formatDay, formatInstant } from '../../components/ui/admin-table/admin-format'
import { DetailFact, DetailSection } from '../../components/ui/admin-table/admin-detail'
import { StatusBadge } from '../../components/ui/status-badge'
import { money, STANDING_LABELS, STANDING_STATUS } from './dealer-money'

/** The dealer's money per currency: the ledger's balance, its credit limit, what it may still spend. */
function MoneyTable({ dealer }: { dealer: AdminDealerDetail }) {
  if (dealer.positions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No balance and no credit limit yet.
      </Text>
    )
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Currency</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th ta="right">Credit limit</Table.Th>
            <Table.Th ta="right">Available</Table.Th>
            <Table.Th>Standing</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dealer.positions.map((p) => (
            <Table.Tr key={p.currency}>
              <Table.Td>{p.currency}</Table.Td>
              <Table.Td ta="right">{money(p.balance_minor, p.currency)}</Table.Td>
              <Table.Td ta="right">{money(p.credit_limit_minor, p.currency)}</Table.Td>
              <Table.Td ta="right">{money(p.available_minor, p.currency)}</Table.Td>
              <Table.Td>
                <StatusBadge status={STANDING_STATUS[p.standing]} label={STANDING_LABELS[p.standing]} size="sm" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** The admin page of one dealer: company, money, members, billing, the credit-limit requests it signed. */
export function DealerDetail({ dealer }: { dealer: AdminDealerDetail }) {
  return (
    <Stack gap="md">
      <DetailSection title="Company">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <DetailFact label="Legal name">{dealer.legal_name}</DetailFact>
          <DetailFact label="Tax id">{dealer.tax_id || 'Not given'}</DetailFact>
          <DetailFact label="Price tier">{DEALER_PRICE_TIER_LABELS[dealer.price_tier]}</DetailFact>
          <DetailFact label="Portal address">{paths.dealer(dealer.slug)}</DetailFact>
          <DetailFact label="Dealer since">{formatDay(dealer.created_at)}</DetailFact>
          <DetailFact label="Named signatories">
            <Anchor component={Link} to={paths.adminDealerSignatureAuthority({ q: dealer.slug })}>
              {dealer.signatories}
            </Anchor>
          </DetailFact>
        </SimpleGrid>
      </DetailSection>
      <DetailSection title="Balance and credit">
        <MoneyTable dealer={dealer} />
        <Anchor
          component={Link}
          size="sm"
          to={paths.adminTransactions({ owner_kind: 'organization', owner_id: dealer.id })}
        >
          The dealer’s ledger postings
        </Anchor>
      </DetailSection>
      <DetailSection title="Credit limit requests">
        {dealer.credit_limit_requests.length === 0 ? (
          <Text size="sm" c="dimmed">
            The dealer has asked for no higher limit.
          </Text>
        ) : (
          <Stack gap="sm">
            {dealer.credit_limit_requests.map((r) => (
              <Stack key={r.id} gap={2}>
                <Text size="sm" fw={600}>
                  {money(r.amount_minor, r.currency)} asked (now {money(r.current_limit_minor, r.currency)})
                </Text>
                <Text size="sm">{r.reason}</Text>
                <Text size="xs" c="dimmed">
                  Signed by {r.signed_as} ({r.requested_by_email}), {formatInstant(r.created_at)}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </DetailSection>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DetailSection title="Members">
          <Stack gap="xs">
            {dealer.member_list.map((m) => (
              <Group key={m.user_id} justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={paths.adminUser(m.user_id)} size="sm" fw={600}>
                    {m.name}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate>
                    {m.email}
                  </Text>
                </Stack>
                <Text size="sm">{MEMBERSHIP_ROLE_LABELS[m.role]}</Text>
              </Group>
            ))}
          </Stack>
        </DetailSection>
        <DetailSection title="Billing address">
          <Text size="sm">
            {dealer.billing_address
              ? formatAddressLine(dealer.billing_address)
              : 'None: the dealer cannot buy on its balance until one is set.'}
          </Text>
        </DetailSection>
      </SimpleGrid>
    </Stack>
  )
}
