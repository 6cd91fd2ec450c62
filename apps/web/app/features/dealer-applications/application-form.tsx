import { Button, Checkbox, FileInput, NativeSelect, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import {
  DEALER_APPLICATION_DOCUMENT_MAX_BYTES,
  DEALER_APPLICATION_DOCUMENT_TYPES,
  DEALER_APPLICATION_MAX_DOCUMENTS,
  type DealerToolOffers,
} from '@shop/domain/dealer-applications'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { FormSection } from '../../components/ui/form/form-section'
import { ApiError } from '../../lib/api-client'
import { sendApplication } from './send-application'

const MB = DEALER_APPLICATION_DOCUMENT_MAX_BYTES / (1024 * 1024)
const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'MX', label: 'Mexico' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'AU', label: 'Australia' },
]

/** Checked here to spare a useless upload; the server checks the bytes again. */
function documentsProblem(files: readonly File[]): string | null {
  if (files.length > DEALER_APPLICATION_MAX_DOCUMENTS)
    return `Choose at most ${DEALER_APPLICATION_MAX_DOCUMENTS} documents.`
  const wrongType = files.find((file) => !(DEALER_APPLICATION_DOCUMENT_TYPES as readonly string[]).includes(file.type))
  if (wrongType) return `${wrongType.name} is not a PDF, JPEG or PNG file.`
  const tooLarge = files.find((file) => file.size > DEALER_APPLICATION_DOCUMENT_MAX_BYTES)
  if (tooLarge) return `${tooLarge.name} is larger than ${MB} MB.`
  return null
}

function AddressFields({ prefix, errors }: { prefix: string; errors: Record<string, string[]> }) {
  const error = (name: string) => errors[`${prefix}.${name}`]?.[0]
  return (
    <>
      <TextInput name={`${prefix}.line1`} label="Address" required maxLength={200} error={error('line1')} />
      <TextInput name={`${prefix}.line2`} label="Address line 2" maxLength={200} error={error('line2')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput name={`${prefix}.city`} label="City" required maxLength={100} error={error('city')} />
        <TextInput name={`${prefix}.state`} label="State or province" maxLength={100} error={error('state')} />
        <TextInput name={`${prefix}.postal_code`} label="Postal code" maxLength={20} error={error('postal_code')} />
      </SimpleGrid>
      <NativeSelect
        name={`${prefix}.country_code`}
        label="Country"
        data={COUNTRIES}
        defaultValue="US"
        error={error('country_code')}
      />
    </>
  )
}

/** SPEC §2 /new-dealer: the company, its addresses, tools, specializations and documents. */
export function ApplicationForm({ offers }: { offers: DealerToolOffers }) {
  const revalidator = useRevalidator()
  const [documents, setDocuments] = useState<File[]>([])
  const [sameBilling, setSameBilling] = useState(true)
  const [progress, setProgress] = useState<number | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const problem = documentsProblem(documents)
  const errors = failure instanceof ApiError ? (failure.body?.errors ?? {}) : {}
  const busy = progress !== null

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (problem) return
    if (documents.length === 0) {
      setFailure(
        new ApiError(422, {
          message: 'Attach at least one document.',
          errors: { documents: ['Attach at least one document: a business licence or a resale certificate.'] },
        }),
      )
      return
    }
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '')
    const address = (prefix: string) => ({
      line1: text(`${prefix}.line1`),
      line2: text(`${prefix}.line2`),
      city: text(`${prefix}.city`),
      state: text(`${prefix}.state`),
      postal_code: text(`${prefix}.postal_code`),
      country_code: text(`${prefix}.country_code`),
    })
    const shop = address('shop_address')
    const fields = {
      company_name: text('company_name'),
      legal_name: text('legal_name'),
      tax_id: text('tax_id'),
      email: text('email'),
      phone: text('phone'),
      website: text('website'),
      shop_address: shop,
      billing_address: {
        ...(sameBilling ? shop : address('billing_address')),
        full_name: text('billing_address.full_name'),
      },
      tool_ids: form.getAll('tool_ids').map(Number),
      specialization_ids: form.getAll('specialization_ids').map(Number),
    }
    setFailure(null)
    setProgress(0)
    try {
      await sendApplication(fields, documents, setProgress)
      await revalidator.revalidate()
    } catch (error) {
      setFailure(error)
      window.scrollTo({ top: 0, behavior: 'smooth' })
    } finally {
      setProgress(null)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Dealer application">
      <Stack gap="md">
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <FormSection title="Company" description="As on your business registration.">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              name="company_name"
              label="Company name"
              required
              maxLength={120}
              error={errors.company_name?.[0]}
            />
            <TextInput name="legal_name" label="Legal name" required maxLength={160} error={errors.legal_name?.[0]} />
            <TextInput
              name="tax_id"
              label="Tax id (EIN, VAT number…)"
              required
              maxLength={40}
              error={errors.tax_id?.[0]}
            />
            <TextInput
              name="email"
              type="email"
              label="Business e-mail"
              required
              maxLength={200}
              error={errors.email?.[0]}
            />
            <TextInput name="phone" type="tel" label="Phone" required maxLength={40} error={errors.phone?.[0]} />
            <TextInput
              name="website"
              type="url"
              label="Website"
              description="Starting with https://"
              maxLength={200}
              error={errors.website?.[0]}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title="Shop address" description="Where customers find you: the dealer locator shows it.">
          <AddressFields prefix="shop_address" errors={errors} />
        </FormSection>
        <FormSection title="Billing information" description="Where we send your statements and invoices.">
          <TextInput
            name="billing_address.full_name"
            label="Billing name"
            description="A person or a department, e.g. Accounts payable"
            required
            maxLength={120}
            error={errors['billing_address.full_name']?.[0]}
          />
          <Checkbox
            label="The billing address is the shop address"
            checked={sameBilling}
            onChange={(event) => setSameBilling(event.currentTarget.checked)}
          />
          {sameBilling ? null : <AddressFields prefix="billing_address" errors={errors} />}
        </FormSection>
        <FormSection
          title="Tools and specializations"
          description="The flash tools you own and what you are known for."
        >
          <Checkbox.Group label="Tools you own" error={errors['tool_ids.0']?.[0]}>
            <Stack gap={6} mt={6}>
              {offers.tools.map((tool) => (
                <Checkbox key={tool.id} name="tool_ids" value={String(tool.id)} label={tool.name} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Checkbox.Group label="Specializations" error={errors['specialization_ids.0']?.[0]}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
              {offers.specializations.map((spec) => (
                <Checkbox key={spec.id} name="specialization_ids" value={String(spec.id)} label={spec.name} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </FormSection>
        <FormSection
          title="Documents"
          description="Your business licence, resale certificate or similar proof that you are a business."
        >
          <FileInput
            label="Documents"
            description={`1 to ${DEALER_APPLICATION_MAX_DOCUMENTS} files: PDF, JPEG or PNG, ${MB} MB each.`}
            multiple
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the chosen documents' }}
            required
            accept={DEALER_APPLICATION_DOCUMENT_TYPES.join(',')}
            value={documents}
            onChange={setDocuments}
            error={problem ?? errors.documents?.[0]}
          />
          {busy ? (
            <Stack gap={4}>
              <Text size="sm" id="upload-progress-label">
                Sending your application… {progress}%
              </Text>
              <Progress value={progress ?? 0} aria-labelledby="upload-progress-label" animated />
            </Stack>
          ) : null}
        </FormSection>
        <Button type="submit" loading={busy} disabled={problem !== null} w="fit-content">
          Send application
        </Button>
      </Stack>
    </form>
  )
}
