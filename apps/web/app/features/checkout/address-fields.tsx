import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import type { AddressInput } from '@shop/domain/accounts'
import { REGIONS_BY_COUNTRY } from '@shop/domain/checkout'

/**
 * A new address at checkout. Where the state or province matters (US, CA, AU) it is picked from the list;
 * everything else is checked by the server (its 'unable to resolve address' shows above the form).
 */
export function AddressFields({
  legend,
  idPrefix,
  value,
  onChange,
  withEmail,
}: {
  legend: string
  idPrefix: string
  value: AddressInput
  onChange: (next: AddressInput) => void
  withEmail?: boolean
}) {
  const set = (field: keyof AddressInput) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...value, [field]: event.currentTarget.value })
  const country = value.country_code.trim().toUpperCase()
  const regions = REGIONS_BY_COUNTRY[country]
  const section = idPrefix === 'billing' ? 'billing' : 'shipping'
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{legend}</legend>
      <Stack gap="sm">
        <TextInput
          id={`${idPrefix}-name`}
          label="Full name"
          required
          withAsterisk={false}
          autoComplete={`${section} name`}
          value={value.full_name}
          onChange={set('full_name')}
        />
        <TextInput
          id={`${idPrefix}-line1`}
          label="Address line 1"
          required
          withAsterisk={false}
          autoComplete={`${section} address-line1`}
          value={value.line1}
          onChange={set('line1')}
        />
        <TextInput
          id={`${idPrefix}-line2`}
          label="Address line 2"
          autoComplete={`${section} address-line2`}
          value={value.line2}
          onChange={set('line2')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            id={`${idPrefix}-city`}
            label="City"
            required
            withAsterisk={false}
            autoComplete={`${section} address-level2`}
            value={value.city}
            onChange={set('city')}
          />
          <TextInput
            id={`${idPrefix}-country`}
            label="Country code"
            description="Two letters, e.g. US, CA or DE"
            required
            withAsterisk={false}
            maxLength={2}
            autoComplete={`${section} country`}
            value={value.country_code}
            onChange={(event) =>
              onChange({ ...value, country_code: event.currentTarget.value.toUpperCase(), state: '' })
            }
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {regions ? (
            <Select
              id={`${idPrefix}-state`}
              label={country === 'CA' ? 'Province' : 'State'}
              required
              withAsterisk={false}
              searchable
              data={Object.entries(regions).map(([code, name]) => ({ value: code, label: name }))}
              value={value.state || null}
              onChange={(state) => onChange({ ...value, state: state ?? '' })}
            />
          ) : (
            <TextInput
              id={`${idPrefix}-state`}
              label="State / province / region"
              autoComplete={`${section} address-level1`}
              value={value.state}
              onChange={set('state')}
            />
          )}
          <TextInput
            id={`${idPrefix}-postal`}
            label="Postal code"
            autoComplete={`${section} postal-code`}
            value={value.postal_code}
            onChange={set('postal_code')}
          />
        </SimpleGrid>
        {withEmail ? (
          <TextInput
            id={`${idPrefix}-phone`}
            label="Phone"
            type="tel"
            autoComplete={`${section} tel`}
            value={value.phone}
            onChange={set('phone')}
          />
        ) : null}
      </Stack>
    </fieldset>
  )
}
