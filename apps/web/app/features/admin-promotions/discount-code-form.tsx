import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import {
  DISCOUNT_CODE_KIND_LABELS,
  DISCOUNT_CODE_KINDS,
  DISCOUNT_CODE_SCOPE_LABELS,
  DISCOUNT_CODE_SCOPES,
  DISCOUNT_CODE_STATUS_LABELS,
  type AdminDiscountCodeAnswer,
  type AdminDiscountCodeCreate,
} from '@shop/domain/admin-promotions'
import { decimalAmountOf, minorAmountOf } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { PRODUCT_CATEGORIES } from '@shop/domain/store'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { StatusBadge } from '../../components/ui/status-badge'
import { answer, ApiError } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { isoOfUtcInput, utcInputValue } from './promotion-format'
import { FormSection } from '../../components/ui/form/form-section'

export type ProductChoice = { id: number; name: string }

export type DiscountCodeFormValues = {
  code: string
  kind: string
  percent: string
  amounts: Record<string, string>
  scope: string
  product_id: string
  category: string
  automatic: boolean
  hidden: boolean
  active: boolean
  starts_at: string
  ends_at: string
}

/** The form's values for a code, or for a new one. */
export function discountCodeFormValues(
  code: AdminDiscountCodeAnswer | null,
  currencies: readonly string[],
): DiscountCodeFormValues {
  return {
    code: code?.code ?? '',
    kind: code?.kind ?? 'percent',
    percent: code?.percent ? String(code.percent) : '',
    amounts: Object.fromEntries(
      currencies.map((currency) => {
        const minor = code?.amounts[currency]
        return [currency, minor === undefined ? '' : decimalAmountOf(BigInt(minor), currency)]
      }),
    ),
    scope: code?.product_id ? 'product' : code?.category ? 'category' : 'cart',
    product_id: code?.product_id ? String(code.product_id) : '',
    category: code?.category ?? PRODUCT_CATEGORIES[0].slug,
    automatic: code?.automatic ?? false,
    hidden: code?.hidden ?? false,
    active: code?.active ?? true,
    starts_at: utcInputValue(code?.starts_at ?? null),
    ends_at: utcInputValue(code?.ends_at ?? null),
  }
}

/** The API's body of the form's values, and what could not be read (field → message). */
export function discountCodeBodyOf(values: DiscountCodeFormValues): {
  body: AdminDiscountCodeCreate
  problems: Map<string, string>
} {
  const problems = new Map<string, string>()
  const percent = values.percent.trim()
  if (values.kind === 'percent' && !/^\d{1,3}$/.test(percent))
    problems.set('percent', 'Enter a whole percent such as 15')
  const amounts: Record<string, number> = {}
  if (values.kind === 'amount') {
    for (const [currency, text] of Object.entries(values.amounts)) {
      if (text.trim() === '') continue
      try {
        const minor = minorAmountOf(text.trim(), currency)
        if (minor <= 0n) throw new RangeError('not positive')
        amounts[currency] = Number(minor)
      } catch {
        problems.set(`amounts.${currency}`, 'Enter an amount such as 5.00')
      }
    }
  }
  const starts = isoOfUtcInput(values.starts_at)
  const ends = isoOfUtcInput(values.ends_at)
  if (starts === undefined) problems.set('starts_at', 'Enter a date and time, or leave it empty')
  if (ends === undefined) problems.set('ends_at', 'Enter a date and time, or leave it empty')
  if (values.scope === 'product' && !values.product_id) problems.set('product_id', 'Choose the product')
  return {
    body: {
      code: values.code.trim().toUpperCase(),
      kind: values.kind as AdminDiscountCodeCreate['kind'],
      percent: values.kind === 'percent' ? Number(percent) : null,
      amounts,
      product_id: values.scope === 'product' && values.product_id ? Number(values.product_id) : null,
      category: values.scope === 'category' ? (values.category as AdminDiscountCodeCreate['category']) : null,
      automatic: values.automatic,
      hidden: values.automatic && values.hidden,
      active: values.active,
      starts_at: starts ?? null,
      ends_at: ends ?? null,
    },
    problems,
  }
}

/**
 * The discount code form of the back office (decision 0099): the code (fixed once created), percent or an amount
 * per store currency, what it applies to, whether checkout applies it by itself (and hides it), whether it is on,
 * and its period in UTC. The API checks everything; its 422 and 409 land on the fields.
 */
export function DiscountCodeForm({
  code,
  currencies,
  products,
}: {
  code: AdminDiscountCodeAnswer | null
  currencies: readonly string[]
  products: readonly ProductChoice[]
}) {
  const navigate = useNavigate()
  const [failure, setFailure] = useState<unknown>(null)
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DiscountCodeFormValues>({ defaultValues: discountCodeFormValues(code, currencies) })
  const [kind, scope, automatic] = useWatch({ control, name: ['kind', 'scope', 'automatic'] })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    const { body, problems } = discountCodeBodyOf(values)
    if (problems.size > 0) {
      for (const [field, message] of problems) setError(field as 'code', { message })
      return
    }
    try {
      if (code) {
        const { code: _text, ...change } = body
        await answer(
          browserApi.PATCH('/api/admin/discount-codes/{id}', {
            params: { path: { id: code.id } },
            body: change,
            headers: { 'If-Unmodified-Since': new Date(code.updated_at).toUTCString() },
          }),
        )
      } else {
        await answer(browserApi.POST('/api/admin/discount-codes', { body }))
      }
      await navigate(paths.adminDiscountCodes())
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors) {
        for (const [field, messages] of Object.entries(error.body.errors)) {
          setError(field as 'code', { message: messages.join(' ') })
        }
      }
      setFailure(error)
    }
  })

  const errorOf = (field: string) => (errors as Record<string, { message?: string } | undefined>)[field]?.message
  return (
    <form onSubmit={onSubmit} noValidate aria-label={code ? `Edit ${code.code}` : 'New discount code'}>
      <Stack gap="md">
        {code ? (
          <Group gap="xs">
            <Text size="sm">Now:</Text>
            <StatusBadge status={code.status} label={DISCOUNT_CODE_STATUS_LABELS[code.status]} size="sm" />
          </Group>
        ) : null}
        <FormSection title="Code">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Code"
              placeholder="BLACKFRIDAY25"
              description={
                code
                  ? 'A code’s text does not change: orders and sales name it'
                  : 'Capital letters, digits, - and _; 2 to 40 of them'
              }
              required
              disabled={code !== null}
              styles={{ input: { textTransform: 'uppercase', fontFamily: 'var(--mantine-font-family-monospace)' } }}
              error={errors.code?.message}
              {...register('code')}
            />
            <NativeSelect
              label="Takes off"
              error={errors.kind?.message}
              data={DISCOUNT_CODE_KINDS.map((value) => ({ value, label: DISCOUNT_CODE_KIND_LABELS[value] }))}
              {...register('kind')}
            />
          </SimpleGrid>
          {kind === 'percent' ? (
            <TextInput
              label="Percent"
              description="Of the subtotal of what it applies to; 1 to 100"
              inputMode="numeric"
              required
              style={{ maxWidth: 200 }}
              error={errors.percent?.message}
              {...register('percent')}
            />
          ) : (
            <Stack gap={4}>
              <SimpleGrid cols={{ base: 2, sm: Math.min(currencies.length, 4) }} spacing="sm">
                {currencies.map((currency) => (
                  <TextInput
                    key={currency}
                    label={`Amount off (${currency})`}
                    inputMode="decimal"
                    autoComplete="off"
                    error={errorOf(`amounts.${currency}`)}
                    {...register(`amounts.${currency}`)}
                  />
                ))}
              </SimpleGrid>
              <Text size="sm" c={errorOf('amounts') ? 'red' : 'dimmed'} role={errorOf('amounts') ? 'alert' : undefined}>
                {errorOf('amounts') ?? 'A cart in a currency left empty gets nothing off.'}
              </Text>
            </Stack>
          )}
        </FormSection>
        <FormSection title="Applies to">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label="Applies to"
              data={DISCOUNT_CODE_SCOPES.map((value) => ({ value, label: DISCOUNT_CODE_SCOPE_LABELS[value] }))}
              {...register('scope')}
            />
            {scope === 'product' ? (
              <NativeSelect
                label="Product"
                error={errors.product_id?.message}
                data={[
                  { value: '', label: 'Choose a product' },
                  ...products.map((product) => ({ value: String(product.id), label: product.name })),
                ]}
                {...register('product_id')}
              />
            ) : scope === 'category' ? (
              <NativeSelect
                label="Category"
                error={errors.category?.message}
                data={PRODUCT_CATEGORIES.map((category) => ({ value: category.slug, label: category.name }))}
                {...register('category')}
              />
            ) : null}
          </SimpleGrid>
        </FormSection>
        <FormSection title="Checkout" description="Times are UTC; leave them empty for no limit.">
          <Stack gap="xs">
            <Checkbox
              label="Active: checkout takes it (switch it off instead of deleting it)"
              {...register('active')}
            />
            <Checkbox label="Applied automatically at checkout, without typing it" {...register('automatic')} />
            <Checkbox
              label="Hidden: applied automatically but never shown to shoppers"
              disabled={!automatic}
              error={errors.hidden?.message}
              {...register('hidden')}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="datetime-local"
              label="Starts (UTC)"
              error={errors.starts_at?.message}
              {...register('starts_at')}
            />
            <TextInput
              type="datetime-local"
              label="Ends (UTC)"
              error={errors.ends_at?.message}
              {...register('ends_at')}
            />
          </SimpleGrid>
        </FormSection>
        <div role="status">{failure ? <ApiErrorAlert error={failure} /> : null}</div>
        <Group gap="sm">
          <Button type="submit" loading={isSubmitting}>
            {code ? 'Save changes' : 'Create code'}
          </Button>
          <Button component={Link} to={paths.adminDiscountCodes()} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
