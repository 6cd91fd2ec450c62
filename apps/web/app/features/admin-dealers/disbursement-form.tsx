import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { minorAmountOf } from '@shop/domain/money'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { FormSection } from '../../components/ui/form/form-section'
import { answer, ApiError } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { money } from './dealer-money'

type Values = { currency: string; amount: string; reason: string }

/**
 * Admin pays money out to the dealer (decision 0102): one ledger transaction to its balance, with a reason. The key
 * is made once per form, so a second press of a slow button moves the money once.
 */
export function DisbursementForm({ dealerId, currencies }: { dealerId: string; currencies: readonly string[] }) {
  const revalidator = useRevalidator()
  const [key, setKey] = useState(() => crypto.randomUUID())
  const [failure, setFailure] = useState<unknown>(null)
  const [done, setDone] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { currency: currencies[0] ?? 'USD', amount: '', reason: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    setDone(null)
    let amount: bigint
    try {
      amount = minorAmountOf(values.amount, values.currency)
    } catch {
      setError('amount', { message: 'Enter an amount such as 125.00' })
      return
    }
    if (amount <= 0n) {
      setError('amount', { message: 'Enter an amount above zero' })
      return
    }
    try {
      const answered = await answer(
        browserApi.POST('/api/admin/dealers/{id}/disbursements', {
          params: { path: { id: dealerId }, header: { 'idempotency-key': key } },
          body: { currency: values.currency, amount_minor: Number(amount), reason: values.reason },
        }),
      )
      setDone(
        `Paid out ${money(Number(amount), values.currency)}. The balance is now ${money(answered.position.balance_minor, values.currency)}.`,
      )
      setKey(crypto.randomUUID())
      reset({ currency: values.currency, amount: '', reason: '' })
      await revalidator.revalidate()
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors) {
        for (const [field, messages] of Object.entries(error.body.errors)) {
          setError(field === 'amount_minor' ? 'amount' : (field as 'reason'), { message: messages.join(' ') })
        }
      }
      setFailure(error)
    }
  })

  return (
    <FormSection
      title="Pay out to the dealer"
      description="A disbursement adds to the dealer’s balance: the shop owes it less, or holds more of its money. Audited with the reason."
    >
      <form onSubmit={onSubmit} noValidate aria-label="Pay out to the dealer">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect label="Currency" data={[...currencies]} {...register('currency')} />
            <TextInput
              label="Amount"
              inputMode="decimal"
              placeholder="125.00"
              required
              error={errors.amount?.message}
              {...register('amount')}
            />
            <TextInput
              label="Reason"
              placeholder="Refund of a double payment"
              required
              error={errors.reason?.message}
              {...register('reason')}
            />
          </SimpleGrid>
          <div role="status">
            {failure ? <ApiErrorAlert error={failure} /> : null}
            {done ? (
              <Text size="sm" c="green.9">
                {done}
              </Text>
            ) : null}
          </div>
          <Group>
            <Button type="submit" loading={isSubmitting}>
              Pay out
            </Button>
          </Group>
        </Stack>
      </form>
    </FormSection>
  )
}
