import { Button, Group, MultiSelect, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core'
import {
  BETA_CAPACITY_MAX,
  BETA_PROGRAM_STATUS_LABELS,
  BETA_PROGRAM_STATUSES,
  BETA_SUMMARY_MAX,
  BETA_TITLE_MAX,
  type BetaProgram,
  type BetaProgramStatus,
} from '@shop/domain/beta-programs'
import { useState, type FormEvent } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { MarkdownEditor } from '../../components/ui/content/markdown-editor'
import { ApiError, type BodyOf } from '../../lib/api-client'

export type ProgramFormValues = {
  title: string
  summary: string
  markdown: string
  status: BetaProgramStatus
  make_slugs: string[]
  tool_ids: number[]
  capacity: number | null
  starts_on: string | null
  ends_on: string | null
}

export const EMPTY_PROGRAM: ProgramFormValues = {
  title: '',
  summary: '',
  markdown: '',
  status: 'draft',
  make_slugs: [],
  tool_ids: [],
  capacity: null,
  starts_on: null,
  ends_on: null,
}

/**
 * Staff's beta program form: title, summary, the description in Markdown (with the server's preview), status,
 * eligibility (makes, tools), capacity and dates. `save` sends it; a 422's field messages land on their fields.
 */
export function ProgramForm({
  initial,
  choices,
  submitLabel,
  save,
}: {
  initial: ProgramFormValues
  choices: BetaProgram['choices']
  submitLabel: string
  save: (body: BodyOf<'/api/admin/beta-programs', 'post'>) => Promise<void>
}) {
  const [values, setValues] = useState(initial)
  const [failure, setFailure] = useState<unknown>(null)
  const [saving, setSaving] = useState(false)
  const set = <K extends keyof ProgramFormValues>(key: K, value: ProgramFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))
  const fieldErrors = failure instanceof ApiError ? (failure.body?.errors ?? {}) : {}
  const errorOf = (field: string) =>
    Object.entries(fieldErrors).find(([key]) => key === field || key.startsWith(`${field}.`))?.[1]?.[0]

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaving(true)
    setFailure(null)
    try {
      await save({ ...values, starts_on: values.starts_on || null, ends_on: values.ends_on || null })
    } catch (error) {
      setFailure(error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md" maw="var(--ts-measure)">
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <TextInput
          label="Title"
          required
          maxLength={BETA_TITLE_MAX}
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={errorOf('title')}
        />
        <Textarea
          label="Summary"
          description="One or two sentences, shown on the program's card."
          required
          autosize
          minRows={2}
          maxLength={BETA_SUMMARY_MAX}
          value={values.summary}
          onChange={(event) => set('summary', event.currentTarget.value)}
          error={errorOf('summary')}
        />
        <MarkdownEditor
          label="Description"
          value={values.markdown}
          onChange={(markdown) => set('markdown', markdown)}
          error={errorOf('markdown')}
          minRows={10}
        />
        <Select
          label="Status"
          description="A draft is seen by staff only; an open program takes applications; a closed one is shown as finished."
          data={BETA_PROGRAM_STATUSES.map((value) => ({ value, label: BETA_PROGRAM_STATUS_LABELS[value] }))}
          value={values.status}
          onChange={(value) => value && set('status', value as BetaProgramStatus)}
          allowDeselect={false}
          error={errorOf('status')}
        />
        <MultiSelect
          label="Vehicle makes"
          description="Leave empty for every make."
          data={choices.makes.map((make) => ({ value: make.slug, label: make.name }))}
          value={values.make_slugs}
          onChange={(value) => set('make_slugs', value)}
          searchable
          clearable
          error={errorOf('make_slugs')}
        />
        <MultiSelect
          label="Flash tools"
          description="Leave empty for any tool."
          data={choices.tools.map((tool) => ({ value: String(tool.id), label: tool.name }))}
          value={values.tool_ids.map(String)}
          onChange={(value) => set('tool_ids', value.map(Number))}
          clearable
          error={errorOf('tool_ids')}
        />
        <NumberInput
          label="Capacity"
          description="How many applicants may be accepted; empty for no limit."
          min={1}
          max={BETA_CAPACITY_MAX}
          allowDecimal={false}
          value={values.capacity ?? ''}
          onChange={(value) => set('capacity', typeof value === 'number' ? value : null)}
          error={errorOf('capacity')}
        />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="Starts on"
            value={values.starts_on ?? ''}
            onChange={(event) => set('starts_on', event.currentTarget.value || null)}
            error={errorOf('starts_on')}
          />
          <TextInput
            type="date"
            label="Ends on"
            value={values.ends_on ?? ''}
            onChange={(event) => set('ends_on', event.currentTarget.value || null)}
            error={errorOf('ends_on')}
          />
        </Group>
        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
