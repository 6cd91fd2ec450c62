import { Button, FileInput, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core'
import {
  TRADE_IN_CONDITION_LABELS,
  TRADE_IN_CONDITIONS,
  TRADE_IN_EVENTS,
  TRADE_IN_MAX_PHOTOS,
  TRADE_IN_PHOTO_MAX_BYTES,
  TRADE_IN_PHOTO_TYPES,
} from '@shop/domain/catalog-purchase'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { trackEvent } from '../site'

const MB = TRADE_IN_PHOTO_MAX_BYTES / (1024 * 1024)

/** Checked here to spare a useless upload; the server checks the bytes again. */
function photoProblem(files: readonly File[]): string | null {
  if (files.length > TRADE_IN_MAX_PHOTOS) return `Choose at most ${TRADE_IN_MAX_PHOTOS} photos.`
  const wrongType = files.find((file) => !(TRADE_IN_PHOTO_TYPES as readonly string[]).includes(file.type))
  if (wrongType) return `${wrongType.name} is not a JPEG, PNG or WebP image.`
  const tooLarge = files.find((file) => file.size > TRADE_IN_PHOTO_MAX_BYTES)
  if (tooLarge) return `${tooLarge.name} is larger than ${MB} MB.`
  return null
}

/** SPEC §2 /trade-in: the tool to trade, its condition and photos; creates a trade-in request. */
export function TradeInForm() {
  const revalidator = useRevalidator()
  const [photos, setPhotos] = useState<File[]>([])
  const [failure, setFailure] = useState<unknown>(null)
  const [done, setDone] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const problem = photoProblem(photos)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (problem) return
    const form = new FormData(event.currentTarget)
    form.delete('photos')
    for (const photo of photos) form.append('photos', photo, photo.name)
    setBusy(true)
    setFailure(null)
    setDone(null)
    try {
      // The multipart body as the browser builds it (openapi-fetch sends FormData as it is); its fields are the
      // documented ones (TradeInFormSchema), the photos files.
      const created = await answer(browserApi.POST('/api/v1/trade-in-requests', { body: form as never }))
      trackEvent(TRADE_IN_EVENTS.submitted)
      setDone(created.id)
      setPhotos([])
      ;(event.target as HTMLFormElement).reset()
      await revalidator.revalidate()
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="trade-in-form-title">
      <Stack gap="md">
        <Text id="trade-in-form-title" fw={700} size="lg">
          Offer a tool for trade-in
        </Text>
        {failure ? <ApiErrorAlert error={failure} /> : null}
        {done ? (
          <Text role="status" c="green.9" fw={600}>
            Thank you! Trade-in request #{done} is received. We email you when we have reviewed it.
          </Text>
        ) : null}
        <TextInput
          name="tool"
          label="Tool to trade in"
          placeholder="e.g. FlashZilla V3 (FZ3)"
          required
          maxLength={120}
        />
        <TextInput
          name="serial_number"
          label="Serial number"
          description="On the label under the tool."
          maxLength={64}
        />
        <NativeSelect
          name="condition"
          label="Condition"
          required
          data={[
            { value: '', label: 'Choose the condition' },
            ...TRADE_IN_CONDITIONS.map((condition) => ({
              value: condition,
              label: TRADE_IN_CONDITION_LABELS[condition],
            })),
          ]}
        />
        <Textarea name="description" label="Anything we should know" autosize minRows={2} maxLength={2000} />
        <FileInput
          label="Photos"
          description={`Up to ${TRADE_IN_MAX_PHOTOS} photos (JPEG, PNG or WebP, ${MB} MB each).`}
          multiple
          clearable
          accept={TRADE_IN_PHOTO_TYPES.join(',')}
          value={photos}
          onChange={(files) => {
            setPhotos(files)
            if (files.length > 0) trackEvent(TRADE_IN_EVENTS.photoAdded)
          }}
          error={problem}
        />
        <Button type="submit" loading={busy} disabled={problem !== null} w="fit-content">
          Send trade-in request
        </Button>
      </Stack>
    </form>
  )
}
