import { Anchor, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core'
import { formatMoney, minorUnitsOf } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import type { PaymentMethodSettings } from '@shop/domain/payments'
import { RESCUE_SESSION_KIND_LABELS, RESCUE_SESSION_STATUS_LABELS, type RescueSessionAction } from '@shop/domain/rescue'
import { useRef, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { EmptyState } from '../../components/ui/empty-state'
import { PaymentMethodField, type PaymentMethodFieldHandle } from '../payments'
import { StatusBadge } from '../../components/ui/status-badge'
import { answer, type BodyOf, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type RescueSession = Schema<'RescueSession'>
type SessionPatch = BodyOf<'/api/v1/rescue-sessions/{id}', 'patch'>

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** Sessions as cards; the customer may pay later or close, staff may rescue free or estimate (SPEC §4). */
export function RescueSessionList({
  sessions,
  mode,
  currency,
  payments = null,
}: {
  sessions: RescueSession[]
  mode: 'customer' | 'staff'
  currency: string
  /** The shop's payment methods (`GET /api/v1/payment-method-settings`), for the customer's pay step. */
  payments?: PaymentMethodSettings | null
}) {
  if (sessions.length === 0) {
    return mode === 'staff' ? (
      <EmptyState level={3} title="No rescue sessions are waiting" text="New sessions from customers appear here." />
    ) : (
      <EmptyState
        level={3}
        title="You have no rescue sessions yet"
        text="Start one above when a flash stopped half way; a technician answers here."
      />
    )
  }
  return (
    <Stack gap="sm">
      {sessions.map((session) => (
        <SessionCard key={session.id} session={session} mode={mode} currency={currency} payments={payments} />
      ))}
    </Stack>
  )
}

function SessionCard({
  session,
  mode,
  currency,
  payments,
}: {
  session: RescueSession
  mode: 'customer' | 'staff'
  currency: string
  payments: PaymentMethodSettings | null
}) {
  const revalidator = useRevalidator()
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState<RescueSessionAction | null>(null)
  const [amount, setAmount] = useState<number | string>(149)
  const paymentField = useRef<PaymentMethodFieldHandle>(null)

  async function act(action: RescueSessionAction, extra: Omit<SessionPatch, 'action'> = {}) {
    setFailure(null)
    setBusy(action)
    try {
      await answer(
        browserApi.PATCH('/api/v1/rescue-sessions/{id}', {
          params: { path: { id: session.id } },
          body: { action, ...extra },
        }),
      )
      await revalidator.revalidate()
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(null)
    }
  }

  async function payNow() {
    // The shared payment step gives the wire payment fields (test card, new or saved Stripe card).
    const fields = await paymentField.current?.collect()
    if (fields) await act('pay', fields)
  }

  const canStaffAct = mode === 'staff' && (session.status === 'open' || session.status === 'estimated')
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Rescue session ${session.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>
            #{session.id} · {RESCUE_SESSION_KIND_LABELS[session.kind]} · {session.vehicle}
          </Text>
          <StatusBadge status={session.status} label={RESCUE_SESSION_STATUS_LABELS[session.status]} size="sm" />
        </Group>
        <Text size="sm" c="dimmed">
          {session.tool_name}
          {session.tool_serial ? ` (${session.tool_serial})` : ''}
          {session.ecu ? ` · ${session.ecu}` : ''} · opened {dateFormat.format(new Date(session.created_at))}
          {mode === 'staff' ? ` · ${session.owner.name} <${session.owner.email}>` : ''}
        </Text>
        <Text size="sm">{session.description}</Text>
        {session.estimate ? (
          <Text size="sm" fw={600}>
            Estimate: {formatMoney(session.estimate)}
          </Text>
        ) : null}
        {session.staff_note ? <Text size="sm">Technician’s note: {session.staff_note}</Text> : null}
        {session.tune_request_id !== null ? (
          <Anchor component={Link} to={paths.tuneRequest(session.tune_request_id)} size="sm">
            Tune request #{session.tune_request_id}
          </Anchor>
        ) : null}
        {failure ? <ApiErrorAlert error={failure} /> : null}
        {mode === 'customer' && session.status === 'estimated' ? (
          <Stack gap="sm">
            {payments ? (
              <PaymentMethodField
                settings={payments}
                loggedIn
                amountDue={session.estimate ?? undefined}
                ref={paymentField}
              />
            ) : null}
            <Group gap="sm">
              {payments ? (
                <Button loading={busy === 'pay'} onClick={() => void payNow()}>
                  Pay now
                </Button>
              ) : null}
              <Button variant="default" loading={busy === 'pay-later'} onClick={() => act('pay-later')}>
                Accept, pay later
              </Button>
              <Button variant="default" loading={busy === 'close'} onClick={() => act('close')}>
                Decline and close
              </Button>
            </Group>
          </Stack>
        ) : null}
        {mode === 'customer' && session.status === 'open' ? (
          <Button
            variant="default"
            loading={busy === 'close'}
            onClick={() => act('close')}
            style={{ alignSelf: 'flex-start' }}
          >
            Close session
          </Button>
        ) : null}
        {canStaffAct ? (
          <Group gap="sm" align="flex-end">
            <Button size="xs" loading={busy === 'free'} onClick={() => act('free')}>
              Rescue free
            </Button>
            <NumberInput
              size="xs"
              label={`Estimate (${currency})`}
              min={1}
              decimalScale={2}
              value={amount}
              onChange={setAmount}
              w={140}
            />
            <Button
              size="xs"
              variant="light"
              loading={busy === 'estimate'}
              onClick={() =>
                act('estimate', {
                  estimate: { amount_minor: Math.round(Number(amount) * 10 ** minorUnitsOf(currency)), currency },
                })
              }
            >
              Send estimate
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  )
}
