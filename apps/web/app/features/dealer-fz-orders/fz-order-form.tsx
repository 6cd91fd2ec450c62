import { Alert, Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core'
import {
  DEFAULT_FZ_ORDER_TYPE,
  FZ_ORDER_MAX_QUANTITY,
  FZ_ORDER_TYPE_LABELS,
  FZ_ORDER_TYPES,
  type FzOrderType,
} from '@shop/domain/dealers'
import { CONFLICT_MESSAGES } from '@shop/domain/errors'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { useMemo, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { FormSection } from '../../components/ui/form/form-section'
import { answer, ApiError, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type Catalog = Schema<'FzOrderCatalog'>

/**
 * A bulk order of flash tools at dealer prices (issue 25 fz-orders): how many of each tool of one order type, the
 * total against what the balance still reaches, then a confirmation before it is charged to the balance. One
 * Idempotency-Key per confirmed order, so a double click or a retry orders once.
 */
export function FzOrderForm({ slug, catalog }: { slug: string; catalog: Catalog }) {
  const navigate = useNavigate()
  const [orderType, setOrderType] = useState<FzOrderType>(DEFAULT_FZ_ORDER_TYPE)
  const [quantities, setQuantities] = useState<Record<number, number>>({})
  const [confirming, setConfirming] = useState(false)
  const [placing, setPlacing] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [key, setKey] = useState(() => crypto.randomUUID())

  const tools = catalog.tools.filter((tool) => tool.order_type === orderType)
  const lines = tools.filter((tool) => (quantities[tool.id] ?? 0) > 0)
  const total = useMemo(
    () => lines.reduce((sum, tool) => sum + tool.dealer_price.amount_minor * (quantities[tool.id] ?? 0), 0),
    [lines, quantities],
  )
  const money = (amount: number) => formatMoney({ amount_minor: amount, currency: catalog.currency })
  const overLimit = total > catalog.available.amount_minor

  const edit = (apply: () => void) => {
    setConfirming(false)
    setFailure(null)
    // A changed order is another order: it gets its own key.
    setKey(crypto.randomUUID())
    apply()
  }

  async function place() {
    setPlacing(true)
    setFailure(null)
    try {
      const order = await answer(
        browserApi.POST('/api/v1/dealers/{slug}/fz-orders', {
          params: { path: { slug }, header: { 'idempotency-key': key } },
          body: {
            order_type: orderType,
            lines: lines.map((tool) => ({ tool_id: tool.id, quantity: quantities[tool.id]! })),
            note: '',
          },
        }),
      )
      await navigate(paths.dealerFzOrder(slug, order.id))
    } catch (caught) {
      setFailure(caught)
      setConfirming(false)
    } finally {
      setPlacing(false)
    }
  }

  if (!catalog.billing_ready) {
    return (
      <Alert color="yellow" variant="light" title="Billing information needed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{CONFLICT_MESSAGES.dealer_missing_billing_info}</Text>
          <Button component={Link} to={paths.dealer(slug, 'settings')} variant="light">
            Set up billing information
          </Button>
        </Stack>
      </Alert>
    )
  }

  return (
    <FormSection
      title="New order"
      description={`Dealer prices in ${catalog.currency}, charged to your balance. Your balance and credit reach ${money(catalog.available.amount_minor)}.`}
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Order type"
          value={orderType}
          onChange={(value) => edit(() => setOrderType(value as FzOrderType))}
          data={FZ_ORDER_TYPES.map((type) => ({ value: type, label: FZ_ORDER_TYPE_LABELS[type] }))}
          w={{ base: '100%', sm: 'auto' }}
        />
        {tools.map((tool) => (
          <Group key={tool.id} justify="space-between" align="center" gap="sm" wrap="wrap">
            <Stack gap={0} style={{ flex: '1 1 220px' }}>
              <Text fw={600}>{tool.name}</Text>
              <Text size="sm" c="dimmed">
                {money(tool.dealer_price.amount_minor)} each
                {tool.retail_price ? ` · retail ${money(tool.retail_price.amount_minor)}` : ''}
              </Text>
            </Stack>
            <NumberInput
              aria-label={`Quantity of ${tool.name}`}
              min={0}
              max={FZ_ORDER_MAX_QUANTITY}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              value={quantities[tool.id] ?? 0}
              onChange={(value) => edit(() => setQuantities((q) => ({ ...q, [tool.id]: Number(value) || 0 })))}
              w={110}
            />
          </Group>
        ))}
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Text fw={700} size="lg" data-testid="fz-order-total">
            Total {money(total)}
          </Text>
          {confirming ? (
            <Group gap="sm">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={placing}>
                Back
              </Button>
              <Button onClick={() => void place()} loading={placing}>
                Confirm and charge {money(total)}
              </Button>
            </Group>
          ) : (
            <Button onClick={() => setConfirming(true)} disabled={lines.length === 0}>
              Review order
            </Button>
          )}
        </Group>
        {confirming ? (
          <Alert color="blue" variant="light" title="Confirm your order" role="status">
            {lines.map((tool) => `${quantities[tool.id]} × ${tool.name}`).join(', ')} for {money(total)}, charged to
            your dealer balance.
            {overLimit ? ' This is more than your balance and credit limit reach: it may be refused.' : ''}
          </Alert>
        ) : null}
        {failure ? (
          failure instanceof ApiError && failure.status === 409 ? (
            <Alert color="red" variant="light" title="The order was not placed" role="alert">
              {failure.message}
            </Alert>
          ) : (
            <ApiErrorAlert error={failure} />
          )
        ) : null}
      </Stack>
    </FormSection>
  )
}
