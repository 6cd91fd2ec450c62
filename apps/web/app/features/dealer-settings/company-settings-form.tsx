import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { listCountries } from '@shop/domain/countries'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { FormSection } from '../../components/ui/form/form-section'
import { answer, ApiError, type BodyOf, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type Settings = Schema<'DealerSettings'>
type Input = BodyOf<'/api/v1/dealers/{slug}/settings', 'put'>
type Billing = NonNullable<Input['billing_address']>

const COUNTRY_OPTIONS = listCountries().map((country) => ({ value: country.code, label: country.name }))

const EMPTY_BILLING: Billing = {
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

function inputOf(settings: Settings): Input {
  const billing = settings.billing_address
  return {
    company: { ...settings.company },
    shop_address: { ...settings.shop_address },
    billing_address: billing
      ? {
          country_code: billing.country_code,
          full_name: billing.full_name,
          line1: billing.line1,
          line2: billing.line2 ?? '',
          city: billing.city,
          state: billing.state ?? '',
          postal_code: billing.postal_code ?? '',
          email: billing.email ?? '',
          phone: billing.phone ?? '',
        }
      : null,
    preferred_display_currency: settings.preferred_display_currency,
  }
}

/**
 * A dealer's company, shop address, billing information and display currency (issue 25 item 2), saved together
 * with If-Unmodified-Since: a change made meanwhile by another manager is not overwritten (412, said so).
 */
export function CompanySettingsForm({
  slug,
  settings,
  canEdit,
}: {
  slug: string
  settings: Settings
  canEdit: boolean
}) {
  const revalidator = useRevalidator()
  const [value, setValue] = useState<Input>(() => inputOf(settings))
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const error = (field: string) => errors[field]?.join(' ')

  const edit = (apply: (draft: Input) => Input) => {
    setSaved(false)
    setValue(apply)
  }
  const company = (field: keyof Input['company']) => ({
    value: value.company[field] ?? '',
    error: error(`company.${field}`),
    readOnly: !canEdit,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const text = event.currentTarget.value
      edit((draft) => ({ ...draft, company: { ...draft.company, [field]: text } }))
    },
  })
  const shop = (field: Exclude<keyof Input['shop_address'], 'country_code'>) => ({
    value: value.shop_address[field] ?? '',
    error: error(`shop_address.${field}`),
    readOnly: !canEdit,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const text = event.currentTarget.value
      edit((draft) => ({ ...draft, shop_address: { ...draft.shop_address, [field]: text } }))
    },
  })
  const billing = value.billing_address
  const bill = (field: Exclude<keyof Billing, 'country_code'>) => ({
    value: billing?.[field] ?? '',
    error: error(`billing_address.${field}`),
    readOnly: !canEdit,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const text = event.currentTarget.value
      edit((draft) => ({ ...draft, billing_address: { ...(draft.billing_address ?? EMPTY_BILLING), [field]: text } }))
    },
  })

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setSaving(true)
    setFailure(null)
    setErrors({})
    try {
      await answer(
        browserApi.PUT('/api/v1/dealers/{slug}/settings', {
          params: { path: { slug } },
          headers: { 'if-unmodified-since': new Date(settings.updated_at).toUTCString() },
          body: value,
        }),
      )
      setSaved(true)
      await revalidator.revalidate()
    } catch (caught) {
      if (caught instanceof ApiError && caught.body?.errors) setErrors(caught.body.errors)
      setFailure(caught)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label="Company settings">
      <Stack gap="md">
        <FormSection title="Company" description="How the shop and your customers’ invoices name your business.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Legal name" required maxLength={200} {...company('legal_name')} />
            <TextInput label="Tax ID" maxLength={40} {...company('tax_id')} />
            <TextInput label="E-mail" type="email" maxLength={254} {...company('email')} />
            <TextInput label="Phone" type="tel" maxLength={40} {...company('phone')} />
            <TextInput label="Website" type="url" maxLength={300} {...company('website')} />
          </SimpleGrid>
        </FormSection>
        <FormSection
          title="Shop address"
          description="Where customers find you: the dealer locator measures distances from it."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Address line 1" required maxLength={200} {...shop('line1')} />
            <TextInput label="Address line 2" maxLength={200} {...shop('line2')} />
            <TextInput label="City" required maxLength={100} {...shop('city')} />
            <TextInput label="State or province" maxLength={100} {...shop('state')} />
            <TextInput label="Postal code" maxLength={20} {...shop('postal_code')} />
            <Select
              label="Country"
              data={COUNTRY_OPTIONS}
              searchable
              readOnly={!canEdit}
              value={value.shop_address.country_code}
              error={error('shop_address.country_code')}
              onChange={(code) =>
                code && edit((draft) => ({ ...draft, shop_address: { ...draft.shop_address, country_code: code } }))
              }
            />
          </SimpleGrid>
          {settings.located ? null : (
            <Text size="sm" c="dimmed">
              The locator cannot place this address yet: customers searching nearby will not see your shop until it is
              located.
            </Text>
          )}
        </FormSection>
        <FormSection
          title="Billing information"
          description="Purchases on your balance are invoiced to this address. A saved billing address is kept as it was on past invoices; a change makes a new one."
        >
          {billing ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Billing name" required maxLength={120} {...bill('full_name')} />
              <TextInput label="Billing e-mail" type="email" maxLength={254} {...bill('email')} />
              <TextInput label="Address line 1" required maxLength={200} {...bill('line1')} />
              <TextInput label="Address line 2" maxLength={200} {...bill('line2')} />
              <TextInput label="City" required maxLength={100} {...bill('city')} />
              <TextInput label="State or province" maxLength={100} {...bill('state')} />
              <TextInput label="Postal code" maxLength={20} {...bill('postal_code')} />
              <Select
                label="Country"
                data={COUNTRY_OPTIONS}
                searchable
                readOnly={!canEdit}
                value={billing.country_code}
                error={error('billing_address.country_code')}
                onChange={(code) =>
                  code &&
                  edit((draft) => ({
                    ...draft,
                    billing_address: { ...(draft.billing_address ?? EMPTY_BILLING), country_code: code },
                  }))
                }
              />
              <TextInput label="Billing phone" type="tel" maxLength={40} {...bill('phone')} />
            </SimpleGrid>
          ) : (
            <Alert color="yellow" variant="light" title="No billing information yet">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">Billing information must be set up before you can buy on your balance.</Text>
                {canEdit ? (
                  <Button
                    variant="light"
                    onClick={() => edit((draft) => ({ ...draft, billing_address: { ...EMPTY_BILLING } }))}
                  >
                    Add billing information
                  </Button>
                ) : null}
              </Stack>
            </Alert>
          )}
        </FormSection>
        <FormSection title="Display currency" description="The currency the shop shows your team prices in.">
          <Select
            label="Preferred display currency"
            data={[
              { value: '', label: 'The region’s currency' },
              ...settings.currencies.map((code) => ({ value: code, label: code })),
            ]}
            readOnly={!canEdit}
            value={value.preferred_display_currency ?? ''}
            allowDeselect={false}
            onChange={(code) => edit((draft) => ({ ...draft, preferred_display_currency: code || null }))}
            maw={320}
          />
        </FormSection>
        {failure ? <ApiErrorAlert error={failure} /> : null}
        {canEdit ? (
          <Group justify="flex-end" gap="sm">
            {saved ? (
              <Text size="sm" c="teal.8" role="status">
                Settings saved.
              </Text>
            ) : null}
            <Button type="submit" loading={saving}>
              Save settings
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  )
}
