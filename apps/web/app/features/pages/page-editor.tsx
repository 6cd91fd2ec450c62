import { Alert, Button, FileButton, Group, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { PAGE_DESCRIPTION_MAX, PAGE_TITLE_MAX } from '@shop/domain/pages'
import { useRef, useState } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { MarkdownEditor } from '../../components/ui/content/markdown-editor'
import { answer, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

type AdminPage = Schema<'AdminPage'>

/** The Markdown of an image at the cursor, on lines of its own. */
function withImage(markdown: string, at: number, url: string, alt: string) {
  const before = markdown.slice(0, at)
  const after = markdown.slice(at)
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n'
  return `${before}${lead}![${alt.replace(/[[\]]/g, '')}](${url})\n\n${after.replace(/^\n+/, '')}`
}

/**
 * Staff's editor of one page (decision 0115): title, description and the Markdown with its server preview, an
 * image inserted at the cursor after its upload, and Save with the version the edit started from — a save in
 * between is refused (409) with who saved when, and the text typed here stays to copy.
 */
export function PageEditor({
  slugKey,
  page,
  onSaved,
}: {
  slugKey: string
  /** The page as loaded; `version` 0 starts a page not written yet. */
  page: Pick<AdminPage, 'title' | 'description' | 'markdown' | 'version'>
  onSaved: (saved: AdminPage) => void
}) {
  const [title, setTitle] = useState(page.title)
  const [description, setDescription] = useState(page.description)
  const [markdown, setMarkdown] = useState(page.markdown)
  const [saving, setSaving] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [imageFailure, setImageFailure] = useState<unknown>(null)
  const textarea = useRef<HTMLTextAreaElement>(null)
  const changed = title !== page.title || description !== page.description || markdown !== page.markdown

  async function insertImage(file: File | null) {
    if (!file) return
    setUploading(true)
    setImageFailure(null)
    try {
      const form = new FormData()
      form.append('image', file)
      // Multipart: openapi-fetch sends FormData as it is (the browser sets the boundary).
      const image = await answer(browserApi.POST('/api/v1/content/images', { body: form as never }))
      const at = textarea.current?.selectionStart ?? markdown.length
      const alt = file.name.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ')
      setMarkdown((current) => withImage(current, Math.min(at, current.length), image.url, alt))
    } catch (caught) {
      setImageFailure(caught)
    } finally {
      setUploading(false)
    }
  }

  async function save() {
    setSaving(true)
    setFailure(null)
    try {
      const saved = await answer(
        browserApi.PUT('/api/admin/pages/{slug}', {
          params: { path: { slug: slugKey } },
          body: { title, description, markdown, based_on_version: page.version },
        }),
      )
      onSaved(saved)
    } catch (caught) {
      setFailure(caught)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <Stack gap="md" maw="var(--ts-measure)">
        <TextInput
          label="Title"
          description="The page’s heading and the title search engines show."
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={PAGE_TITLE_MAX}
          required
        />
        <Textarea
          label="Description"
          description="One sentence for search results and link previews, shown under the title."
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={PAGE_DESCRIPTION_MAX}
          autosize
          minRows={2}
          required
        />
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            Images: PNG, JPEG, WebP or GIF up to 5 MB, put in at the cursor.
          </Text>
          <FileButton onChange={(file) => void insertImage(file)} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => (
              <Button {...props} variant="default" loading={uploading}>
                Insert image
              </Button>
            )}
          </FileButton>
        </Group>
        {imageFailure ? <ApiErrorAlert error={imageFailure} /> : null}
        <MarkdownEditor label="Page text" value={markdown} onChange={setMarkdown} textareaRef={textarea} minRows={18} />
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <Group>
          <Button type="submit" loading={saving} disabled={!changed}>
            {page.version === 0 ? 'Save the first version' : 'Save'}
          </Button>
          {changed ? (
            <Text size="sm" c="dimmed">
              Unsaved changes, based on version {page.version}.
            </Text>
          ) : null}
        </Group>
      </Stack>
    </form>
  )
}

export function SavedNotice({ version, onClose }: { version: number; onClose: () => void }) {
  return (
    <Alert color="green" title={`Saved as version ${version}`} withCloseButton onClose={onClose} role="status">
      Visitors see the new text now.
    </Alert>
  )
}
