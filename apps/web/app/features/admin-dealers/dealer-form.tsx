import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import type { AddressInput } from '@shop/domain/accounts'
import {
  DEALER_PRICE_TIER_LABELS,
  DEALER_PRICE_TIERS,
  DEALER_STATUS_LABELS,
  DEALER_STATUSES,
  type AdminDealerCreate,
  type AdminDealerDetail,
  type AdminDealerUpdate,
} from '@shop/domain/dealers'
import { decimalAmountOf, minorAmountOf } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { FormSection } from '../../components/ui/form/form-section'
import { answer, ApiError } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type AddressValues = Pick<
  AddressInput,
  'country_code' | 'full_name' | 'line1' | 'line2' | 'city' | 'state' | 'postal_code' | 'email' | 'phone'
>

export type DealerFormValues = {
  name: string
  slug: string
  legal_name: string
  tax_id: string
  owner_email: string
  price_tier: string
  status: string
  /** Per currency, the limit as a decimal ("2500.00"). */
  limits: Record<string, string>
  reason: string
  address: AddressValues
}

const EMPTY_ADDRESS: AddressValues = {
  country_code: 'US',
  full_name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postal_code: '',
  email: '',
  phone: '',
}

/** The form's values for a dealer, or for a new one, with a limit field per store currency. */
export function dealerFormValues(dealer: AdminDealerDetail | null, currencies: readonly string[]): DealerFormValues {
  const limitOf = (currency: string) => {
    const found = dealer?.positions.find((p) => p.currency === currency)
    return decimalAmountOf(BigInt(found?.credit_limit_minor ?? 0), currency)
  }
  const address = dealer?.billing_address
  return {
    name: dealer?.name ?? '',
    slug: dealer?.slug ?? '',
    legal_name: dealer?.legal_name ?? '',
    tax_id: dealer?.tax_id ?? '',
    owner_email: '',
    price_tier: dealer?.price_tier ?? 'standard',
    status: dealer?.status ?? 'active',
    limits: Object.fromEntries(currencies.map((currency) => [currency, limitOf(currency)])),
    reason: '',
    address: address
      ? {
          country_code: address.country_code,
          full_name: address.full_name,
          line1: address.line1,
          line2: address.line2,
          city: address.city,
          state: address.state,
          postal_code: address.postal_code,
          email: address.email,
          phone: address.phone,
        }
      : EMPTY_ADDRESS,
  }
}

/** A slug from a name: "Redline Performance" → "redline-performance". */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)

const sameAddress = (a: AddressValues, b: AddressValues) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The back office's dealer form (issue 25 item 8): a new dealer with its owner, or a dealer's name, tier, standing,
 * credit limits (a change needs a reason) and billing address. Only the changed parts are sent; the API checks
 * everything and its 422 lands on the fields.
 */
export function DealerForm({
  dealer,
  currencies,
}: {
  dealer: AdminDealerDetail | null
  currencies: readonly string[]
}) {
  const navigate = useNavigate()
  const [failure, setFailure] = useState<unknown>(null)
  const initial = dealerFormValues(dealer, currencies)
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<DealerFormValues>({ defaultValues: initial })
  const limits = useWatch({ control, name: 'limits' })
  const limitsChanged = currencies.some((c) => (limits?.[c] ?? '') !== initial.limits[c])

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    const creditLimits: { currency: string; amount_minor: number }[] = []
    for (const currency of currencies) {
      const typed = values.limits[currency]?.trim() || '0'
      try {
        const minor = minorAmountOf(typed, currency)
        if (minor < 0n) throw new RangeError('negative')
        if (!dealer || typed !== initial.limits[currency]) creditLimits.push({ currency, amount_minor: Number(minor) })
      } catch {
        setError(`limits.${currency}`, { message: 'Enter an amount such as 2500.00, or 0 for no credit' })
        return
      }
    }
    const addressTyped = !sameAddress(values.address, EMPTY_ADDRESS)
    const addressChanged = !sameAddress(values.address, initial.address)
    try {
      let id = dealer?.id
      if (dealer) {
        const body: AdminDealerUpdate = {
          name: values.name,
          legal_name: values.legal_name,
          tax_id: values.tax_id,
          price_tier: values.price_tier as AdminDealerUpdate['price_tier'],
          ...(values.status !== dealer.status ? { status: values.status as AdminDealerUpdate['status'] } : {}),
          ...(creditLimits.length > 0 ? { credit_limits: creditLimits } : {}),
          ...(values.reason.trim() ? { reason: values.reason } : {}),
          ...(addressChanged && addressTyped ? { billing_address: values.address } : {}),
        }
        await answer(
          browserApi.PATCH('/api/admin/dealers/{id}', {
            params: { path: { id: dealer.id } },
            body,
            headers: { 'If-Unmodified-Since': new Date(dealer.updated_at).toUTCString() },
          }),
        )
      } else {
        const body: AdminDealerCreate = {
          name: values.name,
          slug: values.slug,
          legal_name: values.legal_name,
          tax_id: values.tax_id,
          owner_email: values.owner_email,
          price_tier: values.price_tier as AdminDealerCreate['price_tier'],
          credit_limits: creditLimits.filter((l) => l.amount_minor > 0),
          billing_address: addressTyped ? values.address : null,
        }
        id = (await answer(browserApi.POST('/api/admin/dealers', { body }))).id
      }
      await navigate(paths.adminDealer(id!))
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors) {
        for (const [field, messages] of Object.entries(error.body.errors)) {
          const name = field.startsWith('billing_address.') ? field.replace('billing_address.', 'address.') : field
          setError(name as 'name', { message: messages.join(' ') })
        }
      }
      setFailure(error)
    }
  })

  const statuses = DEALER_STATUSES.filter((s) => s !== 'archived' || dealer?.may.archive || dealer?.status === s)
  return (
    <form onSubmit={onSubmit} noValidate aria-label={dealer ? `Edit ${dealer.name}` : 'New dealer'}>
      <Stack gap="md">
        <FormSection title="Company">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Name"
              placeholder="North Shore Tuning"
              required
              error={errors.name?.message}
              {...register('name', {
                onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                  if (!dealer && !dirtyFields.slug) setValue('slug', slugOf(event.target.value))
                },
              })}
            />
            {dealer ? null : (
              <TextInput
                label="Portal address"
                description="Lower-case letters, digits and hyphens: /dealer/north-shore-tuning"
                placeholder="north-shore-tuning"
                required
                error={errors.slug?.message}
                {...register('slug')}
              />
            )}
            <TextInput
              label="Legal name"
              placeholder="North Shore Tuning LLC"
              required
              error={errors.legal_name?.message}
              {...register('legal_name')}
            />
            <TextInput label="Tax id" error={errors.tax_id?.message} {...register('tax_id')} />
            {dealer ? null : (
              <TextInput
                label="Owner’s e-mail"
                description="An account that exists: it becomes the dealer’s owner"
                placeholder="owner@example.com"
                type="email"
                required
                error={errors.owner_email?.message}
                {...register('owner_email')}
              />
            )}
            <NativeSelect
              label="Price tier"
              error={errors.price_tier?.message}
              data={DEALER_PRICE_TIERS.map((value) => ({ value, label: DEALER_PRICE_TIER_LABELS[value] }))}
              {...register('price_tier')}
            />
            {dealer ? (
              <NativeSelect
                label="Status"
                description={dealer.may.archive ? undefined : 'Only a Super Admin archives a dealer'}
                error={errors.status?.message}
                data={statuses.map((value) => ({ value, label: DEALER_STATUS_LABELS[value] }))}
                {...register('status')}
              />
            ) : null}
          </SimpleGrid>
        </FormSection>
        <FormSection
          title="Credit limits"
          description="How far below zero the dealer’s balance may go in each currency; 0 means it pays before it buys."
        >
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {currencies.map((currency) => (
              <TextInput
                key={currency}
                label={`Limit in ${currency}`}
                inputMode="decimal"
                error={errors.limits?.[currency]?.message}
                {...register(`limits.${currency}`)}
              />
            ))}
          </SimpleGrid>
          {dealer ? (
            <TextInput
              label="Reason for the change"
              description={limitsChanged ? 'Required: kept in the audit log' : 'Needed when a limit changes'}
              required={limitsChanged}
              error={errors.reason?.message}
              {...register('reason')}
            />
          ) : null}
        </FormSection>
        <FormSection
          title="Billing address"
          description="Where the dealer’s invoices and statements go. Without one it cannot buy on its balance."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Name on invoices"
              error={errors.address?.full_name?.message}
              {...register('address.full_name')}
            />
            <TextInput
              label="Country code"
              description="Two letters: US, CA, DE"
              maxLength={2}
              error={errors.address?.country_code?.message}
              {...register('address.country_code')}
            />
            <TextInput label="Address line 1" error={errors.address?.line1?.message} {...register('address.line1')} />
            <TextInput label="Address line 2" error={errors.address?.line2?.message} {...register('address.line2')} />
            <TextInput label="City" error={errors.address?.city?.message} {...register('address.city')} />
            <TextInput label="State or region" error={errors.address?.state?.message} {...register('address.state')} />
            <TextInput
              label="Postal code"
              error={errors.address?.postal_code?.message}
              {...register('address.postal_code')}
            />
            <TextInput
              label="Billing e-mail"
              type="email"
              error={errors.address?.email?.message}
              {...register('address.email')}
            />
          </SimpleGrid>
        </FormSection>
        <div role="status">{failure ? <ApiErrorAlert error={failure} /> : null}</div>
        <Text size="sm" c="dimmed">
          Every change is written to the audit log with your name.
        </Text>
        <Group gap="sm">
          <Button type="submit" loading={isSubmitting}>
            {dealer ? 'Save changes' : 'Create dealer'}
          </Button>
          <Button component={Link} to={dealer ? paths.adminDealer(dealer.id) : paths.adminDealers()} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
