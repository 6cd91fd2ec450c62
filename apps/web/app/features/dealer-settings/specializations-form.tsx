import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { FormSection } from '../../components/ui/form/form-section'
import { answer, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type Specialization = Schema<'DealerSpecializationChoiceList'>['data'][number]

/** What the dealer is known for (SPEC §3 specialization {id}): the locator filters by it. */
export function SpecializationsForm({
  slug,
  specializations,
  canEdit,
}: {
  slug: string
  specializations: readonly Specialization[]
  canEdit: boolean
}) {
  const revalidator = useRevalidator()
  const [chosen, setChosen] = useState(() => specializations.filter((s) => s.chosen).map((s) => String(s.id)))
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setSaving(true)
    setFailure(null)
    try {
      await answer(
        browserApi.PUT('/api/v1/dealers/{slug}/specializations', {
          params: { path: { slug } },
          body: { specializations: chosen.map((id) => ({ id: Number(id) })) },
        }),
      )
      setSaved(true)
      await revalidator.revalidate()
    } catch (caught) {
      setFailure(caught)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label="Specializations">
      <FormSection title="Specializations" description="What customers can find you for in the dealer locator.">
        <Stack gap="sm">
          <Checkbox.Group
            label="Specializations"
            value={chosen}
            onChange={(value) => {
              setSaved(false)
              setChosen(value)
            }}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {specializations.map((spec) => (
                <Checkbox key={spec.id} value={String(spec.id)} label={spec.name} disabled={!canEdit} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {failure ? <ApiErrorAlert error={failure} /> : null}
          {canEdit ? (
            <Group justify="flex-end" gap="sm">
              {saved ? (
                <Text size="sm" c="teal.8" role="status">
                  Specializations saved.
                </Text>
              ) : null}
              <Button type="submit" variant="light" loading={saving}>
                Save specializations
              </Button>
            </Group>
          ) : null}
        </Stack>
      </FormSection>
    </form>
  )
}
