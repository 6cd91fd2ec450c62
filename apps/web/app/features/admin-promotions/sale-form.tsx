import { Alert, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import {
  DISCOUNT_CODE_STATUS_LABELS,
  SALE_AMOUNT_TYPE_LABELS,
  SALE_STATUS_LABELS,
  SALE_TYPE_ADMIN_LABELS,
  saleRemovalAt,
  type AdminSale,
  type AdminSaleCreate,
} from '@shop/domain/admin-promotions'
import { paths } from '@shop/domain/paths'
import { SALE_AMOUNT_TYPES, SALE_TYPES } from '@shop/domain/store'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { StatusBadge } from '../../components/ui/status-badge'
import { answer, ApiError } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { SaleBannerView } from '../store'
import type { SaleCodeChoice } from './automatic-codes'
import { isoOfUtcInput, utcInputValue } from './promotion-format'
import { FormSection } from '../../components/ui/form/form-section'

export type SaleFormValues = {
  type: string
  amount_type: string
  amount: string
  name: string
  description: string
  code: string
  starts_at: string
  ends_at: string
  countdown: boolean
}

const WEEK_MS = 7 * 24 * 3600_000

/** The form's values for a sale, or for a new one starting at `now` (to the minute) and running a week. */
export function saleFormValues(sale: AdminSale | null, now: string): SaleFormValues {
  const start = new Date(Math.floor(Date.parse(now) / 60_000) * 60_000)
  return {
    type: sale?.type ?? SALE_TYPES[0],
    amount_type: sale?.amount_type ?? 'percent',
    amount: sale ? String(sale.amount) : '',
    name: sale?.name ?? '',
    description: sale?.description ?? '',
    code: sale?.code ?? '',
    starts_at: utcInputValue(sale?.starts_at ?? start.toISOString()),
    ends_at: utcInputValue(sale?.ends_at ?? new Date(start.getTime() + WEEK_MS).toISOString()),
    countdown: sale?.countdown ?? true,
  }
}

const TIME_HINT = 'Enter a date and time'

/** The API's body of the form's values, and what could not be read (field → message). */
export function saleBodyOf(values: SaleFormValues): { body: AdminSaleCreate; problems: Map<string, string> } {
  const problems = new Map<string, string>()
  const amount = values.amount.trim()
  if (!/^\d{1,7}$/.test(amount) || Number(amount) < 1) problems.set('amount', 'Enter a whole number such as 20')
  const starts = isoOfUtcInput(values.starts_at)
  const ends = isoOfUtcInput(values.ends_at)
  if (!starts) problems.set('starts_at', TIME_HINT)
  if (!ends) problems.set('ends_at', TIME_HINT)
  return {
    body: {
      type: values.type as AdminSaleCreate['type'],
      amount_type: values.amount_type as AdminSaleCreate['amount_type'],
      amount: Number(amount),
      name: values.name,
      description: values.description,
      code: values.code || null,
      starts_at: starts ?? '',
      ends_at: ends ?? '',
      countdown: values.countdown,
    },
    problems,
  }
}

/** The storefront's banner as the form's values would draw it (decision 0099), updated as the admin types. */
function BannerPreview({ values }: { values: SaleFormValues }) {
  const amount = Number(values.amount)
  const starts = isoOfUtcInput(values.starts_at)
  const ends = isoOfUtcInput(values.ends_at)
  return (
    <FormSection
      title="Banner preview"
      description="What shoppers see at the top of every page while the sale runs (the description is left out on a phone)."
    >
      <div data-testid="sale-preview" style={{ borderRadius: 8, overflow: 'hidden' }}>
        <SaleBannerView
          label="Sale banner preview"
          shop="text"
          countdown={values.countdown && ends ? '47:59:59' : null}
          sale={{
            amount: Number.isInteger(amount) && amount > 0 ? amount : 0,
            amountType: values.amount_type === 'dollar' ? 'dollar' : 'percent',
            name: values.name.trim() || 'Sale name',
            description: values.description.trim(),
            code: values.code || null,
          }}
        />
      </div>
      <Text size="sm" c="dimmed">
        {starts && ends
          ? `Shown from ${formatInstant(starts)} to ${formatInstant(ends)}.`
          : 'Enter the start and the end to see when it shows.'}{' '}
        {values.countdown ? 'The countdown (shown here as an example) appears in the last 48 hours.' : 'No countdown.'}
      </Text>
    </FormSection>
  )
}

/** Ends a running sale now, or deletes a scheduled one, after a confirmation (decision 0099). */
function RemoveSale({ sale, now }: { sale: AdminSale; now: string }) {
  const navigate = useNavigate()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const removal = saleRemovalAt(sale, new Date(now))
  if (removal === 'none') return null
  const verb = removal === 'delete' ? 'Delete sale' : 'End sale now'
  const remove = async () => {
    setBusy(true)
    setFailure(null)
    try {
      await answer(browserApi.DELETE('/api/admin/sales/{id}', { params: { path: { id: sale.id } } }))
      await navigate(paths.adminSales())
    } catch (error) {
      setFailure(error)
      setBusy(false)
    }
  }
  return (
    <Stack gap="xs">
      {asking ? (
        <Alert color="red" title={removal === 'delete' ? 'Delete this scheduled sale?' : 'End this sale now?'}>
          <Stack gap="xs">
            <Text size="sm">
              {removal === 'delete'
                ? 'It has not started, so no shopper has seen it: it is removed from the list.'
                : 'The banner goes at once; the sale stays in the list as ended.'}
            </Text>
            <Group gap="sm">
              <Button color="red" loading={busy} onClick={() => void remove()}>
                {verb}
              </Button>
              <Button variant="default" onClick={() => setAsking(false)}>
                Keep it
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Button variant="default" color="red" style={{ alignSelf: 'flex-start' }} onClick={() => setAsking(true)}>
          {verb}…
        </Button>
      )}
      <div role="status">{failure ? <ApiErrorAlert error={failure} /> : null}</div>
    </Stack>
  )
}

/**
 * The sale form of the back office (decision 0099): type, amount, texts, the automatic code, the period in UTC and
 * the countdown, with the storefront's banner previewed as typed. The API checks everything; its 422 lands on the
 * fields.
 */
export function SaleForm({ sale, codes, now }: { sale: AdminSale | null; codes: SaleCodeChoice[]; now: string }) {
  const navigate = useNavigate()
  const [failure, setFailure] = useState<unknown>(null)
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SaleFormValues>({ defaultValues: saleFormValues(sale, now) })
  const values = useWatch({ control }) as SaleFormValues
  // A sale may keep a code that is no longer automatic; it is offered so, and the API says what is wrong.
  const choices =
    sale?.code && !codes.some((choice) => choice.code === sale.code) ? [...codes, { code: sale.code }] : codes

  const onSubmit = handleSubmit(async (typed) => {
    setFailure(null)
    const { body, problems } = saleBodyOf(typed)
    if (problems.size > 0) {
      for (const [field, message] of problems) setError(field as 'name', { message })
      return
    }
    try {
      if (sale) {
        await answer(
          browserApi.PATCH('/api/admin/sales/{id}', {
            params: { path: { id: sale.id } },
            body,
            headers: { 'If-Unmodified-Since': new Date(sale.updated_at).toUTCString() },
          }),
        )
      } else {
        await answer(browserApi.POST('/api/admin/sales', { body }))
      }
      await navigate(paths.adminSales())
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors) {
        for (const [field, messages] of Object.entries(error.body.errors)) {
          setError(field as 'name', { message: messages.join(' ') })
        }
      }
      setFailure(error)
    }
  })

  return (
    <Stack gap="md">
      {sale ? (
        <Group gap="xs">
          <Text size="sm">Now:</Text>
          <StatusBadge status={sale.status} label={SALE_STATUS_LABELS[sale.status]} size="sm" />
        </Group>
      ) : null}
      <BannerPreview values={values} />
      <form onSubmit={onSubmit} noValidate aria-label={sale ? `Edit ${sale.name}` : 'New sale'}>
        <Stack gap="md">
          <FormSection title="Sale">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Name"
                placeholder="Black Friday Blowout"
                required
                error={errors.name?.message}
                {...register('name')}
              />
              <NativeSelect
                label="Sale type"
                description="The banner’s style"
                error={errors.type?.message}
                data={SALE_TYPES.map((value) => ({ value, label: SALE_TYPE_ADMIN_LABELS[value] }))}
                {...register('type')}
              />
              <TextInput
                label="Description"
                placeholder="on every flash tool"
                description="After the name on the banner; up to 200 characters"
                error={errors.description?.message}
                {...register('description')}
                style={{ gridColumn: '1 / -1' }}
              />
              <NativeSelect
                label="Amount type"
                error={errors.amount_type?.message}
                data={SALE_AMOUNT_TYPES.map((value) => ({ value, label: SALE_AMOUNT_TYPE_LABELS[value] }))}
                {...register('amount_type')}
              />
              <TextInput
                label="Amount"
                description={
                  values.amount_type === 'dollar' ? 'Whole dollars: 20 is “$20 OFF”' : 'Percent: 20 is “20% OFF”'
                }
                inputMode="numeric"
                required
                error={errors.amount?.message}
                {...register('amount')}
              />
              <NativeSelect
                label="Discount code"
                description="Applied automatically at checkout; the banner names it"
                error={errors.code?.message}
                data={[
                  { value: '', label: 'No code' },
                  ...choices.map((choice) => ({
                    value: choice.code,
                    label:
                      'status' in choice && choice.status !== 'active'
                        ? `${choice.code} (${DISCOUNT_CODE_STATUS_LABELS[choice.status].toLowerCase()})`
                        : choice.code,
                  })),
                ]}
                {...register('code')}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              Only automatic codes are offered. <Link to={paths.adminDiscountCodeNew()}>Create a discount code</Link>
            </Text>
          </FormSection>
          <FormSection title="When" description="Times are UTC. The banner shows between the start and the end.">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                type="datetime-local"
                label="Starts (UTC)"
                required
                error={errors.starts_at?.message}
                {...register('starts_at')}
              />
              <TextInput
                type="datetime-local"
                label="Ends (UTC)"
                required
                error={errors.ends_at?.message}
                {...register('ends_at')}
              />
            </SimpleGrid>
            <Checkbox
              label="Show a countdown in the last 48 hours"
              error={errors.countdown?.message}
              {...register('countdown')}
            />
          </FormSection>
          <div role="status">{failure ? <ApiErrorAlert error={failure} /> : null}</div>
          <Group gap="sm">
            <Button type="submit" loading={isSubmitting}>
              {sale ? 'Save changes' : 'Create sale'}
            </Button>
            <Button component={Link} to={paths.adminSales()} variant="default">
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
      {sale ? <RemoveSale sale={sale} now={now} /> : null}
    </Stack>
  )
}
