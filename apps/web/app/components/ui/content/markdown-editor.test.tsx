import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../../test/render'
import { MarkdownEditor } from './markdown-editor'

/** The editor as a page holds it: its value in the page's state. */
function Editor({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return <MarkdownEditor label="Page text" value={value} onChange={setValue} />
}

/** The network edge: the server's preview (POST /api/v1/content/preview) answers with the HTML it rendered. */
function servePreview(answer: (markdown: string) => Response) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      expect(new URL(request.url).pathname).toBe('/api/v1/content/preview')
      expect(request.method).toBe('POST')
      const { markdown } = (await request.json()) as { markdown: string }
      calls.push(markdown)
      return answer(markdown)
    }),
  )
  return calls
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

// The growing text area (react-textarea-autosize) listens to the document's fonts, which jsdom has not.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('MarkdownEditor (decision 0111: staff write Markdown, the server renders the preview)', () => {
  it('writes in the Write tab and shows the server’s HTML in the Preview tab', async () => {
    const calls = servePreview(() => json({ html: '<h2 id="stage-1">Stage 1</h2><p>More boost.</p>' }))
    const user = userEvent.setup()
    renderWithMantine(<Editor />)
    await user.type(screen.getByRole('textbox', { name: 'Page text' }), '## Stage 1')
    await user.click(screen.getByRole('tab', { name: 'Preview' }))
    expect(await screen.findByRole('heading', { name: 'Stage 1' })).toBeTruthy()
    expect(screen.getByText('More boost.')).toBeTruthy()
    expect(calls).toEqual(['## Stage 1'])
  })

  it('asks the server again only when the text changed since the last preview', async () => {
    const calls = servePreview((markdown) => json({ html: `<p>${markdown}</p>` }))
    const user = userEvent.setup()
    renderWithMantine(<Editor initial="First" />)
    await user.click(screen.getByRole('tab', { name: 'Preview' }))
    await screen.findByText('First')
    await user.click(screen.getByRole('tab', { name: 'Write' }))
    await user.click(screen.getByRole('tab', { name: 'Preview' }))
    await screen.findByText('First')
    expect(calls).toEqual(['First'])
    await user.click(screen.getByRole('tab', { name: 'Write' }))
    await user.type(screen.getByRole('textbox', { name: 'Page text' }), ' and second')
    await user.click(screen.getByRole('tab', { name: 'Preview' }))
    await screen.findByText('First and second')
    expect(calls).toEqual(['First', 'First and second'])
  })

  it('says so when the preview cannot be made', async () => {
    servePreview(() => json({ code: 'forbidden', message: 'You may not do this.' }, 403))
    const user = userEvent.setup()
    renderWithMantine(<Editor initial="Text" />)
    await user.click(screen.getByRole('tab', { name: 'Preview' }))
    await waitFor(() => expect(screen.getByText('No preview')).toBeTruthy())
  })
})
