import { Alert, Loader, Tabs, Text, Textarea } from '@mantine/core'
import { CONTENT_MARKDOWN_MAX } from '@shop/domain/content'
import { useState, type Ref } from 'react'
import { answer } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'
import { ContentHtml } from './content-html'

type Props = {
  label: string
  value: string
  onChange: (markdown: string) => void
  description?: string
  error?: string
  name?: string
  minRows?: number
  /** The text area, for a caller that inserts at the cursor (an image's Markdown). */
  textareaRef?: Ref<HTMLTextAreaElement>
}

const MAX_ROWS = 32

/**
 * Staff's editor for pages, posts, issues and bios: Markdown in a text area, and a preview the server renders
 * and sanitizes exactly as the page will show it (POST /api/v1/content/preview).
 */
export function MarkdownEditor({ label, value, onChange, description, error, name, minRows = 16, textareaRef }: Props) {
  const [tab, setTab] = useState<string | null>('write')
  const [preview, setPreview] = useState<{ html: string; of: string } | null>(null)
  const [previewError, setPreviewError] = useState<string | null>(null)
  const loading = tab === 'preview' && preview?.of !== value && previewError === null

  async function showPreview(next: string | null) {
    setTab(next)
    if (next !== 'preview' || preview?.of === value) return
    setPreviewError(null)
    try {
      const { html } = await answer(browserApi.POST('/api/v1/content/preview', { body: { markdown: value } }))
      setPreview({ html, of: value })
    } catch (caught) {
      setPreviewError(caught instanceof Error ? caught.message : 'The preview could not be made.')
    }
  }

  return (
    <Tabs value={tab} onChange={(next) => void showPreview(next)} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="write">Write</Tabs.Tab>
        <Tabs.Tab value="preview">Preview</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="sm">
        <Textarea
          ref={textareaRef}
          label={label}
          name={name}
          description={
            description ??
            'Markdown: ## for a heading, - for a list, [text](/link) for a link, ![description](address) for an image.'
          }
          error={error}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize
          minRows={minRows}
          // A long page scrolls inside the editor: the Save button below stays a screen away, not ten.
          maxRows={MAX_ROWS}
          maxLength={CONTENT_MARKDOWN_MAX}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="sm">
        {previewError ? (
          <Alert color="red" title="No preview">
            {previewError}
          </Alert>
        ) : loading || !preview ? (
          <Text c="dimmed" size="sm" role="status">
            <Loader size="xs" mr="xs" />
            Rendering the preview…
          </Text>
        ) : (
          <ContentHtml html={preview.html} />
        )}
      </Tabs.Panel>
    </Tabs>
  )
}
