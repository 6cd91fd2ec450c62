import { Button, FileInput, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { SIGNATURE_MAX_BYTES } from '@shop/domain/dealers'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { FormSection } from '../../components/ui/form/form-section'
import { answer, ApiError } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type Member = { user_id: string; name: string; email: string }

/** The file's bytes as base64 (without the data URL's prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/** Names a member of the dealer as a signatory: their legal name and an image of their signature (PNG or JPEG). */
export function NameSignatoryForm({ slug, members }: { slug: string; members: readonly Member[] }) {
  const revalidator = useRevalidator()
  const [userId, setUserId] = useState(members[0]?.user_id ?? '')
  const [legalName, setLegalName] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const problems: Record<string, string> = {}
    if (legalName.trim().length < 2) problems.legal_name = 'Enter the signatory’s full legal name'
    if (!file) problems.signature_base64 = 'Choose an image of the signature'
    else if (file.size > SIGNATURE_MAX_BYTES) problems.signature_base64 = 'The image must be 200 KB or smaller'
    setErrors(problems)
    if (Object.keys(problems).length > 0 || !file) return
    setBusy(true)
    try {
      const signature_base64 = await base64Of(file)
      await answer(
        browserApi.POST('/api/v1/signature-authority', {
          body: { dealer: slug, user_id: userId, legal_name: legalName, signature_base64 },
        }),
      )
      setLegalName('')
      setFile(null)
      await revalidator.revalidate()
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors) {
        setErrors(Object.fromEntries(Object.entries(error.body.errors).map(([k, v]) => [k, v.join(' ')])))
      }
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormSection
      title="Name a signatory"
      description="A signatory accepts the dealer’s statements and signs its requests for a higher credit limit."
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Name a signatory">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              label="Member"
              value={userId}
              onChange={(event) => setUserId(event.currentTarget.value)}
              error={errors.user_id}
              data={members.map((m) => ({ value: m.user_id, label: `${m.name} (${m.email})` }))}
            />
            <TextInput
              label="Legal name"
              placeholder="Dana R. Redline"
              required
              value={legalName}
              onChange={(event) => setLegalName(event.currentTarget.value)}
              error={errors.legal_name}
            />
            <FileInput
              label="Signature image"
              description="PNG or JPEG, at most 200 KB"
              placeholder="Choose a file"
              accept="image/png,image/jpeg"
              required
              value={file}
              onChange={setFile}
              error={errors.signature_base64}
            />
          </SimpleGrid>
          <div role="status">{failure ? <ApiErrorAlert error={failure} /> : null}</div>
          <Group>
            <Button type="submit" loading={busy}>
              Name signatory
            </Button>
          </Group>
        </Stack>
      </form>
    </FormSection>
  )
}
