import { TICKET_NOT_VALID } from '@shop/domain/tickets'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { TicketForm } from './ticket-form'

/** The network edge of sending a ticket: XMLHttpRequest (for the upload's progress). */
class FakeXhr {
  static sent: FakeXhr[] = []
  url = ''
  body: FormData | null = null
  status = 0
  response: unknown = null
  responseType = ''
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body
    FakeXhr.sent.push(this)
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.response = body
    this.onload?.()
  }
}

function renderForm(user: { name: string; email: string } | null = null, initialType: 'TOOL' | null = null) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <TicketForm user={user} initialType={initialType} source="form" /> },
  ])
  render(<Stub initialEntries={['/']} />)
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)

describe('the ticket form', () => {
  beforeEach(() => {
    FakeXhr.sent = []
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
  })

  it('names every missing field of a guest’s ticket and sends nothing', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(alerts()).toEqual([
      'Choose what the ticket is about: a tune, a tool or a general question.',
      'Enter a title.',
      'Describe what you need.',
      'Enter your name.',
      'Enter the e-mail address we should answer.',
    ])
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true')
    expect(FakeXhr.sent).toHaveLength(0)
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(alerts()).toContain('Enter a valid e-mail address.')
  })

  it('blank text is missing too; a logged-in customer’s name is filled in and no e-mail asked', async () => {
    const user = userEvent.setup()
    renderForm({ name: 'Casey Customer', email: 'customer@example.com' }, 'TOOL')
    expect(screen.getByLabelText('Your name')).toHaveValue('Casey Customer')
    expect(screen.getByLabelText('What is it about?')).toHaveValue('TOOL')
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument()
    expect(screen.getByText('customer@example.com')).toBeVisible()
    await user.type(screen.getByLabelText('Title'), '   ')
    await user.type(screen.getByLabelText('Description'), 'FZ3 stops at 43 %')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(alerts()).toEqual(['Enter a title.'])
  })

  it('checks each file in the browser: a text file named .jpg is refused before sending', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderForm()
    const text = new File(['just some words'], 'photo.jpg', { type: 'image/jpeg' })
    await user.upload(screen.getByLabelText(/Files/), text)
    expect(await screen.findByText(/photo\.jpg is not a photo/)).toBeVisible()
    expect(screen.getByText('15 bytes')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Remove photo.jpg' }))
    await waitFor(() => expect(screen.queryByText(/photo\.jpg is not a photo/)).not.toBeInTheDocument())
  })

  it('sends a valid ticket with its photo and shows the number; a guest is told to read their mail', async () => {
    const user = userEvent.setup()
    renderForm(null, 'TOOL')
    await user.type(screen.getByLabelText('Title'), 'FZ3 will not power on')
    await user.type(screen.getByLabelText('Description'), 'The screen stays dark since the last update.')
    await user.type(screen.getByLabelText('Your name'), 'Dana Whitfield')
    await user.type(screen.getByLabelText('E-mail'), 'dana@example.com')
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'tool.png', {
      type: 'image/png',
    })
    await user.upload(screen.getByLabelText(/Files/), png)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1))
    const sent = FakeXhr.sent[0]!
    expect(sent.url).toBe('/api/v1/tickets')
    expect(sent.body?.get('type')).toBe('TOOL')
    expect(sent.body?.get('email')).toBe('dana@example.com')
    expect((sent.body?.get('files') as File).name).toBe('tool.png')
    sent.answer(201, { id: 41, status: 'new', link: '/tickets/41/abc' })
    expect(await screen.findByText('Ticket #41 is open')).toBeVisible()
    expect(screen.getByText(/We e-mailed you a link to your ticket at/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Open your ticket' })).toHaveAttribute('href', '/tickets/41/abc')
  })

  it('shows the server’s refusal by field', async () => {
    const user = userEvent.setup()
    renderForm({ name: 'Casey Customer', email: 'customer@example.com' }, 'TOOL')
    await user.type(screen.getByLabelText('Title'), 'A title')
    await user.type(screen.getByLabelText('Description'), 'A description')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1))
    FakeXhr.sent[0]!.answer(422, {
      code: 'ticket_not_valid',
      message: TICKET_NOT_VALID,
      errors: { title: ['Enter a title.'] },
    })
    expect(await screen.findByText('Some fields were not correct:')).toBeVisible()
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true')
  })
})
