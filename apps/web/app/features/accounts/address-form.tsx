import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { EMPTY_ADDRESS_INPUT, type Address, type AddressInput } from '@shop/domain/accounts'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { saveAddress } from './save-address'

const required = (label: string) => ({
  validate: (value: string) => value.trim().length > 0 || `${label} is required`,
})

/**
 * Add or change an address. The browser checks only that the required fields are filled; every
 * other rule is the server's, and its 422 is listed as SPEC §8 says.
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address: Address | null
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
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddressInput>({ defaultValues: address ? pickInput(address) : EMPTY_ADDRESS_INPUT })

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
          Full name, address line 1, city and country code are required.
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label="City"
            required
            withAsterisk={false}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city', required('City'))}
          />
          <TextInput label="State / province" autoComplete="address-level1" {...register('state')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label="Postal code" autoComplete="postal-code" {...register('postal_code')} />
          <TextInput
            label="Country code"
            description="Two letters, e.g. US or DE"
            required
            withAsterisk={false}
            autoComplete="country"
            error={errors.country_code?.message}
            {...register('country_code', required('Country code'))}
          />
        </SimpleGrid>
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
