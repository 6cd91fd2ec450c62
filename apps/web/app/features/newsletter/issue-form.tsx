import { Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { describeApiError } from '@shop/domain/errors'
import { IssueInputSchema, type Issue, type IssueInput, type NewsletterList } from '@shop/domain/newsletter'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { MarkdownEditor } from '../../components/ui/content/markdown-editor'
import { ApiError, answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

/** An address from a subject: lower-case words joined by dashes, at most 80 characters. */
export function slugFromSubject(subject: string): string {
  return subject
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

type Errors = Partial<Record<keyof IssueInput, string>>

/** A draft issue's fields: the list, subject, web address and the Markdown with the server's preview. */
export function IssueForm({ issue, lists }: { issue?: Issue; lists: NewsletterList[] }) {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [values, setValues] = useState<IssueInput>({
    list: issue?.list.slug ?? lists[0]?.slug ?? '',
    slug: issue?.slug ?? '',
    subject: issue?.subject ?? '',
    markdown: issue?.markdown ?? '',
  })
  // A new issue's address follows its subject until staff change the address themselves.
  const [slugTouched, setSlugTouched] = useState(Boolean(issue))
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [saving, setSaving] = useState(false)
  const set = <K extends keyof IssueInput>(key: K, value: IssueInput[K]) =>
    setValues((current) => ({
      ...current,
      [key]: value,
      ...(key === 'subject' && !slugTouched ? { slug: slugFromSubject(String(value)) } : {}),
    }))

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const parsed = IssueInputSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((problem) => [String(problem.path[0]), problem.message])) as Errors,
      )
      return
    }
    setErrors({})
    setSaving(true)
    try {
      if (issue) {
        await answer(
          browserApi.PUT('/api/admin/newsletter/issues/{id}', {
            params: { path: { id: issue.id } },
            headers: { 'if-unmodified-since': new Date(issue.updated_at).toUTCString() },
            body: parsed.data,
          }),
        )
        await revalidator.revalidate()
      } else {
        const created = await answer(browserApi.POST('/api/admin/newsletter/issues', { body: parsed.data }))
        await navigate(paths.adminNewsletterIssue(created.id))
      }
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422 && caught.body?.errors) {
        setErrors(
          Object.fromEntries(Object.entries(caught.body.errors).map(([key, messages]) => [key, messages[0]])) as Errors,
        )
      }
      setFailure(caught)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md" maw="var(--ts-measure)">
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <Select
          label="List"
          description="Who gets it: the list’s confirmed subscribers."
          data={lists.map((list) => ({ value: list.slug, label: list.title }))}
          value={values.list}
          onChange={(value) => set('list', value ?? '')}
          allowDeselect={false}
          error={errors.list}
        />
        <TextInput
          label="Subject"
          value={values.subject}
          onChange={(event) => set('subject', event.currentTarget.value)}
          maxLength={200}
          error={errors.subject}
          required
        />
        <TextInput
          label="Web address"
          description={`The issue’s page once sent: ${paths.newsletterIssue(values.slug || 'address')}`}
          value={values.slug}
          onChange={(event) => {
            setSlugTouched(true)
            set('slug', event.currentTarget.value)
          }}
          maxLength={80}
          error={errors.slug}
          required
        />
        <MarkdownEditor
          label="Issue"
          description="Markdown: ## headings, **bold**, - lists, [links](https://…), tables. Every mail adds the web-view and unsubscribe links."
          value={values.markdown}
          onChange={(markdown) => set('markdown', markdown)}
          error={errors.markdown}
        />
        <Group>
          <Button type="submit" loading={saving}>
            {issue ? 'Save draft' : 'Create draft'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** The failure of a call as one sentence, for a notification. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const { heading, messages } = describeApiError(error.status, error.body)
    return messages.length ? messages.join(' ') : heading
  }
  return describeApiError(0, null).heading
}
