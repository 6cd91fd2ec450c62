import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { formatAddressLine } from '@shop/domain/accounts'
import {
  ADMIN_FULFILMENT_STATE_LABELS,
  ADMIN_ORDER_KIND_LABELS,
  ADMIN_PAYMENT_STATE_LABELS,
  ADMIN_REFUND_STATUS_LABELS,
  type AdminOrderDetail,
} from '@shop/domain/admin-orders'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { formatAmount, formatInstant } from './admin-orders-format'

function Section({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
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
      <Text size="sm">{children}</Text>
    </div>
  )
}

type Column = { label: string; right?: boolean }

/** A small table of the order page; it scrolls inside its card on a phone rather than the page. */
function DetailTable({ columns, rows }: { columns: readonly Column[]; rows: readonly React.ReactNode[][] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} ta={column.right ? 'right' : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, row) => (
            <Table.Tr key={row}>
              {cells.map((cell, index) => (
                <Table.Td key={columns[index]?.label ?? index} ta={columns[index]?.right ? 'right' : undefined}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/**
 * One order for staff: who, what, how it was paid and given back, where it goes, and what the shop wrote to the
 * customer. `refundAction` (Admin) heads the refunds; `deliveryForm` (a paid store order) replaces the delivery facts.
 */
export function OrderDetail({
  order,
  refundAction,
  deliveryForm,
}: {
  order: AdminOrderDetail
  refundAction?: React.ReactNode
  deliveryForm?: React.ReactNode
}) {
  const money = (minor: number | null) => formatAmount(minor, order.currency)
  const totals = [
    ['Subtotal', order.subtotal_minor],
    ['Discount', order.discount_minor ? -order.discount_minor : null],
    ['Shipping', order.shipping_minor],
    ['Tax', order.tax_minor],
  ] as const
  return (
    <Stack gap="md">
      <Group gap="xs">
        <StatusBadge status={order.payment_state} label={ADMIN_PAYMENT_STATE_LABELS[order.payment_state]} />
        <StatusBadge status={order.fulfilment} label={ADMIN_FULFILMENT_STATE_LABELS[order.fulfilment]} />
      </Group>
      <Section title="Summary">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Fact label="Kind">{ADMIN_ORDER_KIND_LABELS[order.kind]}</Fact>
          <Fact label="Placed">{formatInstant(order.created_at)}</Fact>
          <Fact label="Status">{order.status_label}</Fact>
          <Fact label="Total">{money(order.total_minor)}</Fact>
          <Fact label="Customer">
            {order.customer_email ?? '—'}
            {order.customer_name ? ` (${order.customer_name})` : ''}
          </Fact>
          <Fact label="Dealer">{order.dealer_name ?? 'None'}</Fact>
        </SimpleGrid>
      </Section>
      <Section title="Lines">
        {order.lines.length === 0 ? (
          <EmptyState compact title="No lines yet" text="The lines appear once the order is priced." />
        ) : (
          <DetailTable
            columns={[
              { label: 'Item' },
              { label: 'Quantity', right: true },
              { label: 'Unit price', right: true },
              { label: 'Line total', right: true },
            ]}
            rows={order.lines.map((line) => [
              <>
                <Text size="sm">{line.name}</Text>
                {line.detail ? (
                  <Text size="xs" c="dimmed">
                    {line.detail}
                  </Text>
                ) : null}
              </>,
              line.refunded_quantity > 0 ? `${line.quantity} (${line.refunded_quantity} refunded)` : line.quantity,
              money(line.unit_minor),
              money(line.total_minor),
            ])}
          />
        )}
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          {totals.map(([label, minor]) =>
            minor === null ? null : (
              <Fact key={label} label={label}>
                {money(minor)}
              </Fact>
            ),
          )}
          <Fact label="Total">{money(order.total_minor)}</Fact>
        </SimpleGrid>
      </Section>
      <Section title="Payments">
        {order.payments.length === 0 ? (
          <EmptyState compact title="No payment recorded" text="A charge shows here once the customer pays." />
        ) : (
          <DetailTable
            columns={[
              { label: 'When' },
              { label: 'Method' },
              { label: 'Outcome' },
              { label: 'Amount', right: true },
              { label: 'Charge' },
            ]}
            rows={order.payments.map((payment) => [
              formatInstant(payment.created_at),
              payment.provider ?? '—',
              payment.outcome,
              formatAmount(payment.amount_minor, payment.currency),
              payment.charge_id ?? '—',
            ])}
          />
        )}
        {order.ledger_entries.length > 0 ? (
          <>
            <Title order={3} size="h5">
              Ledger entries
            </Title>
            <DetailTable
              columns={[{ label: 'When' }, { label: 'Memo' }, { label: 'Account' }, { label: 'Amount', right: true }]}
              rows={order.ledger_entries.map((entry) => [
                formatInstant(entry.created_at),
                entry.memo,
                entry.account,
                /^[A-Z]{3}$/.test(entry.unit)
                  ? formatAmount(entry.amount, entry.unit)
                  : `${entry.amount} ${Math.abs(entry.amount) === 1 ? 'credit' : 'credits'}`,
              ])}
            />
          </>
        ) : null}
      </Section>
      {order.kind === 'store' ? (
        <Section title="Refunds" action={refundAction}>
          {order.refunds.length === 0 ? (
            <EmptyState
              compact
              title="No refunds"
              text="Money given back to the customer, whole or per line, is listed here with its reason."
            />
          ) : (
            <DetailTable
              columns={[
                { label: 'When' },
                { label: 'What' },
                { label: 'Reason' },
                { label: 'Status' },
                { label: 'Amount', right: true },
              ]}
              rows={order.refunds.map((refund) => [
                formatInstant(refund.created_at),
                <>
                  <Text size="sm">
                    {refund.scope === 'order'
                      ? 'The whole order'
                      : refund.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}
                  </Text>
                  {refund.restocked.length > 0 ? (
                    <Text size="xs" c="dimmed">
                      Back in stock: {refund.restocked.map((unit) => `${unit.quantity} at ${unit.name}`).join(', ')}
                    </Text>
                  ) : null}
                  {refund.created_by ? (
                    <Text size="xs" c="dimmed">
                      By {refund.created_by}
                    </Text>
                  ) : null}
                </>,
                refund.reason,
                <>
                  <StatusBadge status={refund.status} label={ADMIN_REFUND_STATUS_LABELS[refund.status]} />
                  {refund.failure_message ? (
                    <Text size="xs" c="dimmed">
                      {refund.failure_message}
                    </Text>
                  ) : null}
                </>,
                formatAmount(refund.amount_minor, refund.currency),
              ])}
            />
          )}
          {order.refundable_minor !== null ? (
            <Text size="sm" c="dimmed">
              Left to refund: {money(order.refundable_minor)}
            </Text>
          ) : null}
        </Section>
      ) : null}
      {order.kind === 'store' ? (
        <Section title="Delivery">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact label="Billing address">
              {order.billing_address ? formatAddressLine(order.billing_address) : '—'}
            </Fact>
            <Fact label="Shipping address">
              {order.shipping_address ? formatAddressLine(order.shipping_address) : 'Nothing to ship'}
            </Fact>
            <Fact label="Shipping method">{order.shipping_method ?? '—'}</Fact>
            {deliveryForm ? null : (
              <>
                <Fact label="Tracking number">{order.tracking_number ?? 'Not shipped yet'}</Fact>
                <Fact label="Fulfilled by a dealer">{order.dealer_fulfilled ? 'Yes' : 'No'}</Fact>
              </>
            )}
          </SimpleGrid>
          {deliveryForm}
        </Section>
      ) : null}
      <Section title="E-mails sent">
        {order.mails.length === 0 ? (
          <EmptyState
            compact
            title="No e-mail about this order"
            text="Confirmations and updates the shop sends the customer about this order are listed here."
          />
        ) : (
          <Stack gap="xs">
            {order.mails.map((mail) => (
              <div key={mail.id}>
                <Text size="sm">{mail.subject}</Text>
                <Text size="xs" c="dimmed">
                  To {mail.to}, {formatInstant(mail.created_at)}
                </Text>
              </div>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  )
}
