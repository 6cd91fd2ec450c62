import { Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core'
import { minorUnitsOf } from '@shop/domain/money'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { FormSection } from '../../components/ui/form/form-section'
import { answer, ApiError, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type Tool = Schema<'DealerToolList'>['data'][number]

/**
 * The flash tools the dealer owns and the install fee it charges with each (SPEC §3 dealer tool {id, install_fee}),
 * saved as the whole list. Fees are entered in the currency's major units and sent in minor units.
 */
export function ToolsForm({
  slug,
  tools,
  currency,
  canEdit,
}: {
  slug: string
  tools: readonly Tool[]
  currency: string
  canEdit: boolean
}) {
  const revalidator = useRevalidator()
  const scale = 10 ** minorUnitsOf(currency)
  const [owned, setOwned] = useState(
    () => new Map(tools.filter((t) => t.owned).map((t) => [t.id, (t.install_fee?.amount_minor ?? 0) / scale])),
  )
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [errors, setErrors] = useState<Record<string, string[]>>({})

  const change = (apply: (next: Map<number, number>) => void) => {
    setSaved(false)
    setOwned((current) => {
      const next = new Map(current)
      apply(next)
      return next
    })
  }

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setSaving(true)
    setFailure(null)
    setErrors({})
    try {
      const list = [...owned].map(([id, fee]) => ({ id, install_fee: Math.round(fee * scale) }))
      await answer(
        browserApi.PUT('/api/v1/dealers/{slug}/tools', { params: { path: { slug } }, body: { currency, tools: list } }),
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
    <form onSubmit={save} noValidate aria-label="Tools and install fees">
      <FormSection
        title="Tools and install fees"
        description={`The flash tools you own and what you charge to install a tune with each, in ${currency}.`}
      >
        <Stack gap="sm">
          {tools.map((tool) => {
            const fee = owned.get(tool.id)
            return (
              <Group key={tool.id} justify="space-between" align="flex-end" gap="sm" wrap="wrap">
                <Checkbox
                  label={tool.name}
                  checked={fee !== undefined}
                  disabled={!canEdit}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked
                    change((next) => (checked ? next.set(tool.id, 0) : next.delete(tool.id)))
                  }}
                  style={{ flex: '1 1 220px' }}
                />
                <NumberInput
                  aria-label={`Install fee for ${tool.name} in ${currency}`}
                  hideControls
                  min={0}
                  max={1_000_000}
                  decimalScale={minorUnitsOf(currency)}
                  prefix={currency === 'USD' || currency === 'CAD' ? '$' : undefined}
                  suffix={currency === 'USD' || currency === 'CAD' ? undefined : ` ${currency}`}
                  value={fee ?? ''}
                  disabled={fee === undefined || !canEdit}
                  onChange={(amount) => change((next) => next.set(tool.id, Number(amount) || 0))}
                  error={errors[`tools.${[...owned.keys()].indexOf(tool.id)}.id`]?.join(' ')}
                  w={180}
                />
              </Group>
            )
          })}
          {failure ? <ApiErrorAlert error={failure} /> : null}
          {canEdit ? (
            <Group justify="flex-end" gap="sm">
              {saved ? (
                <Text size="sm" c="teal.8" role="status">
                  Tools saved.
                </Text>
              ) : null}
              <Button type="submit" variant="light" loading={saving}>
                Save tools
              </Button>
            </Group>
          ) : null}
        </Stack>
      </FormSection>
    </form>
  )
}
