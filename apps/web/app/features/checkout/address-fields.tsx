import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import type { AddressInput } from '@shop/domain/accounts'
import { addressFieldRulesOf, type UnresolvedAddressField } from '@shop/domain/checkout'
import type { Country } from '@shop/domain/site'
import type { ReactNode } from 'react'

/** A field's message, announced when it appears (decision 0071: the address check's answer sits under its field). */
export type AddressFieldErrors = Partial<Record<UnresolvedAddressField, string>>

const announced = (message: string | undefined): ReactNode =>
  message ? <span role="alert">{message}</span> : undefined

/** The id of an address field's input, to move focus to the one the address check names. */
export const addressFieldId = (idPrefix: string, field: UnresolvedAddressField) =>
  `${idPrefix}-${{ country_code: 'country', state: 'state', postal_code: 'postal', line1: 'line1' }[field]}`

/**
 * A new address at checkout. The country is picked from the SPEC §7 countries list by typing its name; the
 * state or province comes from a list where the country needs one, and the postal code field takes the
 * country's name and format (decision 0071). The server's address check answers for one field at a time.
 */
export function AddressFields({
  legend,
  idPrefix,
  value,
  onChange,
  countries,
  errors = {},
  withEmail,
}: {
  legend: string
  idPrefix: string
  value: AddressInput
  onChange: (next: AddressInput) => void
  countries: readonly Country[]
  errors?: AddressFieldErrors
  withEmail?: boolean
}) {
  const set = (field: keyof AddressInput) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...value, [field]: event.currentTarget.value })
  const rules = addressFieldRulesOf(value.country_code)
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
        <Select
          id={addressFieldId(idPrefix, 'country_code')}
          label="Country"
          placeholder="Type to search"
          required
          withAsterisk={false}
          searchable
          nothingFoundMessage="No country by that name"
          data={countries.map((country) => ({ value: country.code, label: country.name }))}
          value={value.country_code || null}
          allowDeselect={false}
          // A new country has its own states and postal codes: what was picked for the old one goes.
          onChange={(code) => onChange({ ...value, country_code: code ?? '', state: '' })}
          error={announced(errors.country_code)}
        />
        <TextInput
          id={addressFieldId(idPrefix, 'line1')}
          label="Address line 1"
          required
          withAsterisk={false}
          autoComplete={`${section} address-line1`}
          value={value.line1}
          onChange={set('line1')}
          error={announced(errors.line1)}
        />
        <TextInput
          id={`${idPrefix}-line2`}
          label="Address line 2"
          autoComplete={`${section} address-line2`}
          value={value.line2}
          onChange={set('line2')}
        />
        <TextInput
          id={`${idPrefix}-city`}
          label="City"
          required
          withAsterisk={false}
          autoComplete={`${section} address-level2`}
          value={value.city}
          onChange={set('city')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {rules.regions ? (
            <Select
              id={addressFieldId(idPrefix, 'state')}
              label={rules.regionLabel}
              required
              withAsterisk={false}
              searchable
              data={Object.entries(rules.regions).map(([code, name]) => ({ value: code, label: name }))}
              value={value.state || null}
              onChange={(state) => onChange({ ...value, state: state ?? '' })}
              error={announced(errors.state)}
            />
          ) : (
            <TextInput
              id={addressFieldId(idPrefix, 'state')}
              label={rules.regionLabel}
              autoComplete={`${section} address-level1`}
              value={value.state}
              onChange={set('state')}
              error={announced(errors.state)}
            />
          )}
          <TextInput
            id={addressFieldId(idPrefix, 'postal_code')}
            label={rules.postalCodeLabel}
            description={rules.postalCodeExample ? `For example ${rules.postalCodeExample}` : undefined}
            required={rules.postalCodeExample !== null}
            withAsterisk={false}
            autoComplete={`${section} postal-code`}
            value={value.postal_code}
            onChange={set('postal_code')}
            error={announced(errors.postal_code)}
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
