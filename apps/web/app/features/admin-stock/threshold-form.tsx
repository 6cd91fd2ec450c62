import { Button, Group, NumberInput, Text } from '@mantine/core'
import { useState } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { ApiError } from '../../lib/api-client'
import { setLowStockThreshold } from './stock-api'

/**
 * A product's low-stock threshold (decision 0094): a level at or under it reads "Low stock". Saved only if the
 * product did not change since the page loaded it (If-Unmodified-Since); otherwise the page says to reload.
 */
export function ThresholdForm({
  slug,
  threshold,
  lastModified,
  onSaved,
}: {
  slug: string
  threshold: number
  lastModified: string
  onSaved: (threshold: number) => Promise<void> | void
}) {
  const [value, setValue] = useState<number | ''>(threshold)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [fieldError, setFieldError] = useState<string | undefined>()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setPending(true)
    setFailure(null)
    setFieldError(undefined)
    try {
      const saved = await setLowStockThreshold(slug, value === '' ? Number.NaN : value, lastModified)
      await onSaved(saved.low_stock_threshold)
    } catch (error) {
      const messages = error instanceof ApiError ? error.body?.errors?.low_stock_threshold : undefined
      if (messages) setFieldError(messages.join(' '))
      else setFailure(error)
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Low-stock threshold">
      {failure ? <ApiErrorAlert error={failure} /> : null}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label="Low stock at or under"
          description="Units at one location; 0 warns only when none is left."
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={value}
          onChange={(next) => setValue(typeof next === 'number' ? next : '')}
          error={fieldError}
          w={260}
        />
        <Button type="submit" variant="default" loading={pending}>
          Save threshold
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        The storefront’s “only a few left” is not changed by this.
      </Text>
    </form>
  )
}
