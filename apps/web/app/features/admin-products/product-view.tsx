import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import {
  optionsText,
  PRODUCT_AUDIT_ACTION_LABELS,
  PRODUCT_VISIBILITY_LABELS,
  productCategoryName,
  type AdminProduct,
} from '@shop/domain/admin-products'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { PRODUCT_KIND_LABELS } from '@shop/domain/store'
import { Link } from 'react-router'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import { DescriptionText } from '../../components/ui/description-text'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { ProductImages } from './product-images'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  )
}

const price = (amount: number | undefined, currency: string) =>
  amount === undefined ? '—' : formatMoney({ amount_minor: amount, currency })

/** One product for Admin: what the store shows, its prices, options and the audit trail of its changes. */
export function ProductView({ product }: { product: AdminProduct }) {
  return (
    <Stack gap="md">
      <Group gap="xs">
        <StatusBadge status={product.visibility} label={PRODUCT_VISIBILITY_LABELS[product.visibility]} />
        {product.visibility === 'visible' ? (
          <Anchor component={Link} to={paths.product(product.slug)} size="sm">
            Open in the store
          </Anchor>
        ) : null}
      </Group>
      <Section title="Product">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Fact label="Slug">{product.slug}</Fact>
          <Fact label="Category">{productCategoryName(product.category)}</Fact>
          <Fact label="Kind">{PRODUCT_KIND_LABELS[product.kind]}</Fact>
          <Fact label="Weight">{product.weight_grams} g</Fact>
          <Fact label="Subtext">{product.subtext || '—'}</Fact>
          <Fact label="Created">{formatInstant(product.created_at)}</Fact>
          <Fact label="Last changed">{formatInstant(product.updated_at)}</Fact>
        </SimpleGrid>
      </Section>
      <Section title="Prices">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {product.currencies.map((currency) => (
            <Fact key={currency} label={currency}>
              {price(product.prices[currency], currency)}
            </Fact>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Options">
        {product.options.length === 0 ? (
          <Text size="sm" c="dimmed">
            No options: the product is sold as it is.
          </Text>
        ) : (
          <Stack gap="xs">
            {product.options.map((option) => (
              <Text key={option.id} size="sm">
                {optionsText([option])}
              </Text>
            ))}
          </Stack>
        )}
      </Section>
      <Section title="Description">
        {product.description ? (
          <DescriptionText text={product.description} />
        ) : (
          <Text size="sm" c="dimmed">
            No description yet.
          </Text>
        )}
      </Section>
      <ProductImages key={product.updated_at} product={product} />
      <Section title="History">
        {product.history.length === 0 ? (
          <EmptyState
            level={3}
            compact
            title="No changes recorded yet"
            text="Every change made in the back office is recorded here: who, when, and what it was before and after."
          />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="History">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>Change</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...product.history].reverse().map((event, index) => (
                  <Table.Tr key={`${event.at}-${index}`}>
                    <Table.Td>{formatInstant(event.at)}</Table.Td>
                    <Table.Td>{event.actor ?? 'A removed account'}</Table.Td>
                    <Table.Td>{PRODUCT_AUDIT_ACTION_LABELS[event.action]}</Table.Td>
                    <Table.Td>
                      {event.changes.length === 0 ? (
                        'Saved without changes'
                      ) : (
                        <Stack gap={2}>
                          {event.changes.map((change) => (
                            <Text key={change.field} size="sm">
                              <strong>{change.field}</strong>:{' '}
                              {event.action === 'product.created'
                                ? change.after
                                : `${change.before ?? '—'} → ${change.after ?? '—'}`}
                            </Text>
                          ))}
                        </Stack>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
    </Stack>
  )
}
