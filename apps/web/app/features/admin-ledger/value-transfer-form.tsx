import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import {
  TUNE_CREDIT_LABELS,
  VALUE_TRANSFER_PARTY_KIND_LABELS,
  VALUE_TRANSFER_PARTY_KINDS,
  VALUE_TRANSFER_VALUE_LABELS,
  VALUE_TRANSFER_VALUES,
  type ValueTransfer,
  type ValueTransferPartyKind,
} from '@shop/domain/ledger'
import { useEffect, useRef, useState } from 'react'
import { Controller, useForm, useWatch, type Control } from 'react-hook-form'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer, ApiError, type BodyOf } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { PartyPicker } from './party-picker'
import {
  FORM_FIELD_OF_API_FIELD,
  transferInputOf,
  type ValueTransferFormErrors,
  type ValueTransferFormValues,
} from './value-transfer-form-state'

const KIND_OPTIONS = VALUE_TRANSFER_PARTY_KINDS.map((kind) => ({
  value: kind,
  label: VALUE_TRANSFER_PARTY_KIND_LABELS[kind],
}))

function PartyFields({
  side,
  control,
  errors,
  onKindChange,
}: {
  side: 'from' | 'to'
  control: Control<ValueTransferFormValues>
  errors: ValueTransferFormErrors
  onKindChange: () => void
}) {
  const kindField = side === 'from' ? 'fromKind' : 'toKind'
  const idField = side === 'from' ? 'fromId' : 'toId'
  const kind = useWatch({ control, name: kindField })
  const title = side === 'from' ? 'From' : 'To'
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={700} mb={4}>
        {title}
      </Text>
      <Controller
        control={control}
        name={kindField}
        render={({ field }) => (
          <NativeSelect
            label={side === 'from' ? 'Take it from' : 'Give it to'}
            data={KIND_OPTIONS}
            value={field.value}
            onChange={(event) => {
              field.onChange(event.currentTarget.value as ValueTransferPartyKind)
              onKindChange()
            }}
          />
        )}
      />
      {kind === 'house' ? (
        <Text size="sm" c="dimmed">
          {side === 'from'
            ? 'The shop issues credits and pays money out; its accounts may go below zero.'
            : 'The shop takes the value back.'}
        </Text>
      ) : (
        <Controller
          control={control}
          name={idField}
          render={({ field }) => (
            <PartyPicker
              key={kind}
              label={`${title}: which ${VALUE_TRANSFER_PARTY_KIND_LABELS[kind].toLowerCase()}`}
              kind={kind}
              value={field.value}
              onChange={field.onChange}
              error={errors[idField]}
            />
          )}
        />
      )}
    </Stack>
  )
}

/**
 * An admin moves money or tune credits between two accounts, with a reason (issue 24 item 6). The idempotency key
 * is the page's (one per render of the form): a second click, or a retry after a lost answer, makes one transfer.
 * The API's refusal (a balance or credit limit) is shown above the form in its own words.
 */
export function ValueTransferForm({
  idempotencyKey,
  currencies,
  defaultCurrency,
  onDone,
}: {
  idempotencyKey: string
  currencies: readonly string[]
  defaultCurrency: string
  onDone: (transfer: ValueTransfer) => Promise<void> | void
}) {
  const [failure, setFailure] = useState<unknown>(null)
  const [errors, setErrors] = useState<ValueTransferFormErrors>({})
  const alertRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (failure) alertRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [failure])
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { isSubmitting },
  } = useForm<ValueTransferFormValues>({
    defaultValues: {
      value: 'ecu',
      currency: defaultCurrency,
      amount: '',
      fromKind: 'house',
      fromId: '',
      toKind: 'customer',
      toId: '',
      reason: '',
    },
  })
  const value = useWatch({ control, name: 'value' })
  const currency = useWatch({ control, name: 'currency' })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    const checked = transferInputOf(values)
    if (checked.errors) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    let transfer: ValueTransfer
    try {
      transfer = await answer(
        browserApi.POST('/api/admin/value-transfers', {
          params: { header: { 'idempotency-key': idempotencyKey } },
          // The domain types the currency as a string; the API's contract lists the currencies it knows.
          body: checked.input as BodyOf<'/api/admin/value-transfers', 'post'>,
        }),
      )
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors) {
        const onFields: ValueTransferFormErrors = {}
        for (const [field, messages] of Object.entries(error.body.errors)) {
          const name = FORM_FIELD_OF_API_FIELD[field]
          if (name) onFields[name] = messages.join(' ')
        }
        setErrors(onFields)
      }
      setFailure(error)
      return
    }
    await onDone(transfer)
  })

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw="var(--ts-measure)">
      <form onSubmit={onSubmit} noValidate aria-label="New value transfer">
        <Stack gap="md">
          {failure ? (
            <div ref={alertRef}>
              <ApiErrorAlert error={failure} />
            </div>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <NativeSelect
              label="What moves"
              data={VALUE_TRANSFER_VALUES.map((option) => ({
                value: option,
                label: VALUE_TRANSFER_VALUE_LABELS[option],
              }))}
              {...register('value')}
            />
            {value === 'money' ? (
              <NativeSelect label="Currency" data={[...currencies]} {...register('currency')} />
            ) : null}
          </SimpleGrid>
          <TextInput
            label="Amount"
            description={
              value === 'money'
                ? `In ${currency}, such as 12.50`
                : `Whole ${TUNE_CREDIT_LABELS[value]} credits, such as 2`
            }
            inputMode={value === 'money' ? 'decimal' : 'numeric'}
            autoComplete="off"
            required
            withAsterisk={false}
            error={errors.amount}
            {...register('amount')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
            <PartyFields side="from" control={control} errors={errors} onKindChange={() => setValue('fromId', '')} />
            <PartyFields side="to" control={control} errors={errors} onKindChange={() => setValue('toId', '')} />
          </SimpleGrid>
          <Textarea
            label="Reason"
            description="Why the value moves, for the audit log and the ledger (3 to 500 characters). The customer does not see it."
            autosize
            minRows={2}
            maxLength={500}
            required
            withAsterisk={false}
            error={errors.reason}
            {...register('reason')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Transfer
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
