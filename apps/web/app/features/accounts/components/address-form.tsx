import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { EMPTY_ADDRESS_INPUT, type Address, type AddressInput } from '@shop/domain/accounts'
import { addressFieldRulesOf } from '@shop/domain/checkout'
import { useEffect, useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { ApiErrorAlert } from '../../../components/ui/api-error-alert'
import type { Country } from '@shop/domain/countries'
import { saveAddress } from '../api/save-address'

const required = (label: string) => ({
  validate: (value: string) => value.trim().length > 0 || `${label} is required`,
})

/**
 * Add or change an address. The browser checks only that the required fields are filled; every
 * other rule is the server's, and its 422 is listed as SPEC §8 says. The country is picked from the SPEC §7
 * countries list by typing its name, and the state and postal code follow it, as at checkout (decision 0071).
 */
export function AddressForm({
  address,
  countries,
  onSaved,
  onCancel,
}: {
  address: Address | null
  countries: readonly Country[]
  onSaved: (saved: Address) => Promise<void> | void
  onCancel: () => void
}) {
  const [failure, setFailure] = useState<unknown>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  // The alert sits above a long form: bring it into view when the server refuses the address.
  useEffect(() => {
    if (failure) alertRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [failure])
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddressInput>({ defaultValues: address ? pickInput(address) : EMPTY_ADDRESS_INPUT })
  const rules = addressFieldRulesOf(useWatch({ control, name: 'country_code' }))

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    let saved: Address
    try {
      saved = await saveAddress(address?.id, values)
    } catch (error) {
      setFailure(error)
      return
    }
    await onSaved(saved)
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {failure ? (
          <div ref={alertRef}>
            <ApiErrorAlert error={failure} />
          </div>
        ) : null}
        {/* No asterisks in the labels: the field names stay exactly as written; the fields are aria-required. */}
        <Text size="sm" c="dimmed">
          Full name, address line 1, city and country are required.
        </Text>
        <TextInput
          label="Full name"
          required
          withAsterisk={false}
          autoComplete="name"
          error={errors.full_name?.message}
          {...register('full_name', required('Full name'))}
        />
        <TextInput
          label="Address line 1"
          required
          withAsterisk={false}
          autoComplete="address-line1"
          error={errors.line1?.message}
          {...register('line1', required('Address line 1'))}
        />
        <TextInput label="Address line 2" autoComplete="address-line2" {...register('line2')} />
        <Controller
          control={control}
          name="country_code"
          rules={required('Country')}
          render={({ field, fieldState }) => (
            <Select
              label="Country"
              placeholder="Type to search"
              required
              withAsterisk={false}
              searchable
              nothingFoundMessage="No country by that name"
              autoComplete="country"
              data={countries.map((country) => ({ value: country.code, label: country.name }))}
              value={field.value || null}
              allowDeselect={false}
              onChange={(code) => {
                field.onChange(code ?? '')
                // A new country has its own states: what was picked for the old one goes.
                setValue('state', '')
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label="City"
            required
            withAsterisk={false}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city', required('City'))}
          />
          {rules.regions ? (
            <Controller
              control={control}
              name="state"
              render={({ field }) => (
                <Select
                  label={rules.regionLabel}
                  searchable
                  data={Object.entries(rules.regions ?? {}).map(([code, name]) => ({ value: code, label: name }))}
                  value={field.value || null}
                  onChange={(state) => field.onChange(state ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          ) : (
            <TextInput label={rules.regionLabel} autoComplete="address-level1" {...register('state')} />
          )}
        </SimpleGrid>
        <TextInput
          label={rules.postalCodeLabel}
          description={rules.postalCodeExample ? `For example ${rules.postalCodeExample}` : undefined}
          autoComplete="postal-code"
          {...register('postal_code')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label="Email" type="email" autoComplete="email" {...register('email')} />
          <TextInput label="Phone" type="tel" autoComplete="tel" {...register('phone')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save address
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function pickInput(address: Address): AddressInput {
  return {
    full_name: address.full_name,
    country_code: address.country_code,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    state: address.state,
    postal_code: address.postal_code,
    email: address.email,
    phone: address.phone,
  }
}
