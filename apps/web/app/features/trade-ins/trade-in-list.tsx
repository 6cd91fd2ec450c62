import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { TRADE_IN_CONDITION_LABELS, TRADE_IN_STATUS_LABELS } from '@shop/domain/catalog-purchase'
import { formatMoney } from '@shop/domain/money'
import type { ReactNode } from 'react'
import type { Schema } from '../../lib/api-client'

type TradeIn = Schema<'TradeInRequest'>

// Dark shades under white text: at least 4.5:1 contrast.
const STATUS_COLORS = {
  received: '#495057',
  reviewing: '#1c4f8c',
  offered: '#8a3c00',
  accepted: '#1b5e20',
  declined: '#a31515',
}

/** Trade-in requests with their status and offer; `actions` adds the controls of who is looking. */
export function TradeInList({
  requests,
  actions,
}: {
  requests: readonly TradeIn[]
  actions: (request: TradeIn) => ReactNode
}) {
  if (requests.length === 0) return <Text size="sm">No trade-in requests yet.</Text>
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {requests.map((request) => (
        <Paper component="li" key={request.id} withBorder radius="md" p="md" aria-label={`Trade-in #${request.id}`}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap">
              <Text fw={700}>
                #{request.id} {request.tool}
              </Text>
              <Badge variant="filled" color={STATUS_COLORS[request.status]} data-testid="trade-in-status">
                {TRADE_IN_STATUS_LABELS[request.status]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {TRADE_IN_CONDITION_LABELS[request.condition]}
              {request.serial_number ? ` · S/N ${request.serial_number}` : ''}
              {request.customer ? ` · ${request.customer}` : ''} ·{' '}
              {new Date(request.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}
            </Text>
            {request.offer ? <Text>Our offer: {formatMoney(request.offer)}</Text> : null}
            {request.staff_note ? <Text size="sm">{request.staff_note}</Text> : null}
            {request.photos.length > 0 ? (
              <Group gap="xs">
                {request.photos.map((photo, index) => (
                  <Anchor key={photo.id} href={photo.url} target="_blank" rel="noopener">
                    <img
                      src={photo.url}
                      alt={`Photo ${index + 1} of ${request.tool}`}
                      width={72}
                      height={72}
                      style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }}
                    />
                  </Anchor>
                ))}
              </Group>
            ) : null}
            {actions(request)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  )
}
