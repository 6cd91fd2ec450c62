import type { AddressInput } from '@shop/domain/accounts'
import { addressFieldRulesOf, type UnresolvedAddressField } from '@shop/domain/checkout'
import type { Country } from '@shop/domain/countries'
import { memo, useMemo } from 'react'
import { FieldPair, FormStack, SearchSelectField, SelectField, TextField } from '../../components/ui/form/fields'

/** A field's message, announced when it appears (decision 0071: the address check's answer sits under its field). */
export type AddressFieldErrors = Partial<Record<UnresolvedAddressField, string>>

/** The id of an address field's input, to move focus to the one the address check names. */
export const addressFieldId = (idPrefix: string, field: UnresolvedAddressField) =>
  `${idPrefix}-${{ country_code: 'country', state: 'state', postal_code: 'postal', line1: 'line1' }[field]}`

/**
 * A new address at checkout. The country is picked from the SPEC §7 countries list by typing its name; the
 * state or province comes from a list where the country needs one, and the postal code field takes the
 * country's name and format (decision 0071). The server's address check answers for one field at a time.
 *
 * Memoized (with the countries' options): the checkout draws the fields again only when the address, its errors
 * or the countries change, not whenever the rest of the form does.
 */
export const AddressFields = memo(function AddressFields({
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
  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: country.code, label: country.name })),
    [countries],
  )
  const section = idPrefix === 'billing' ? 'billing' : 'shipping'
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{legend}</legend>
      <FormStack>
        <TextField
          id={`${idPrefix}-name`}
          label="Full name"
          required
          autoComplete={`${section} name`}
          value={value.full_name}
          onChange={set('full_name')}
        />
        <SearchSelectField
          id={addressFieldId(idPrefix, 'country_code')}
          label="Country"
          placeholder="Type to search"
          required
          notFound="No country by that name"
          options={countryOptions}
          value={value.country_code}
          // A new country has its own states and postal codes: what was picked for the old one goes.
          onChange={(code) => onChange({ ...value, country_code: code, state: '' })}
          error={errors.country_code}
        />
        <TextField
          id={addressFieldId(idPrefix, 'line1')}
          label="Address line 1"
          required
          autoComplete={`${section} address-line1`}
          value={value.line1}
          onChange={set('line1')}
          error={errors.line1}
        />
        <TextField
          id={`${idPrefix}-line2`}
          label="Address line 2"
          autoComplete={`${section} address-line2`}
          value={value.line2}
          onChange={set('line2')}
        />
        <TextField
          id={`${idPrefix}-city`}
          label="City"
          required
          autoComplete={`${section} address-level2`}
          value={value.city}
          onChange={set('city')}
        />
        <FieldPair>
          {rules.regions ? (
            <SelectField
              id={addressFieldId(idPrefix, 'state')}
              label={rules.regionLabel}
              required
              placeholder={`Choose a ${rules.regionLabel.toLowerCase()}`}
              options={Object.entries(rules.regions).map(([code, name]) => ({ value: code, label: name }))}
              value={value.state}
              onChange={(state) => onChange({ ...value, state })}
              error={errors.state}
            />
          ) : (
            <TextField
              id={addressFieldId(idPrefix, 'state')}
              label={rules.regionLabel}
              autoComplete={`${section} address-level1`}
              value={value.state}
              onChange={set('state')}
              error={errors.state}
            />
          )}
          <TextField
            id={addressFieldId(idPrefix, 'postal_code')}
            label={rules.postalCodeLabel}
            description={rules.postalCodeExample ? `For example ${rules.postalCodeExample}` : undefined}
            required={rules.postalCodeExample !== null}
            autoComplete={`${section} postal-code`}
            value={value.postal_code}
            onChange={set('postal_code')}
            error={errors.postal_code}
          />
        </FieldPair>
        {withEmail ? (
          <TextField
            id={`${idPrefix}-phone`}
            label="Phone"
            type="tel"
            autoComplete={`${section} tel`}
            value={value.phone}
            onChange={set('phone')}
          />
        ) : null}
      </FormStack>
    </fieldset>
  )
})
