import { describeApiError } from '@shop/domain/errors'
import { paths } from '@shop/domain/paths'
import {
  TICKET_BODY_MAX,
  TICKET_CUSTOMER_NAME_MAX,
  TICKET_EMAIL_MAX,
  TICKET_TEXTS,
  TICKET_TITLE_MAX,
  TICKET_TYPE_LABELS,
  TICKET_TYPES,
  missingTicketFields,
  type TicketOpened,
  type TicketType,
} from '@shop/domain/tickets'
import { useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button, FormStack, Notice, SelectField, TextField, formClasses } from '../../components/ui/form/fields'
import { ApiError } from '../../lib/api-client'
import { ticketFileProblems } from './ticket-files'
import { TicketFilesField } from './ticket-files-field'
import { SendWithProgress } from './send-with-progress'
import { sendTicketForm } from './send-ticket-form'
import classes from './tickets.module.css'

type Errors = Partial<Record<'type' | 'title' | 'description' | 'customer_name' | 'email', string>>

const TYPE_OPTIONS = TICKET_TYPES.map((value) => ({ value, label: TICKET_TYPE_LABELS[value] }))

const REQUIRED: Record<'title' | 'description' | 'customer_name', string> = {
  title: TICKET_TEXTS.titleRequired,
  description: TICKET_TEXTS.descriptionRequired,
  customer_name: TICKET_TEXTS.customerNameRequired,
}

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)

/** The fields the form checks before sending (the server checks them again): each problem by its field. */
export function ticketFormErrors(values: {
  type: string
  title: string
  description: string
  customer_name: string
  email: string
  guest: boolean
}): Errors {
  const errors: Errors = {}
  if (!(TICKET_TYPES as readonly string[]).includes(values.type))
    errors.type = 'Choose what the ticket is about: a tune, a tool or a general question.'
  for (const field of missingTicketFields(values)) errors[field] = REQUIRED[field]
  if (values.guest && values.email.trim() === '') errors.email = TICKET_TEXTS.emailRequired
  else if (values.guest && !isEmail(values.email.trim())) errors.email = 'Enter a valid e-mail address.'
  return errors
}

/** A failed send in words: the API's own message where SPEC §8's default would hide it (too large, too many). */
function FailureNotice({ error }: { error: unknown }) {
  if (error instanceof ApiError && [400, 413, 429].includes(error.status) && error.body?.message) {
    return <Notice title={error.body.message} />
  }
  const { heading, messages } =
    error instanceof ApiError ? describeApiError(error.status, error.body) : describeApiError(0, null)
  return (
    <Notice title={heading}>
      {messages.length > 0 ? (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </Notice>
  )
}

function Confirmation({
  opened,
  email,
  guest,
  onAnother,
}: {
  opened: TicketOpened
  email: string
  guest: boolean
  onAnother: () => void
}) {
  return (
    <div className={classes.confirmation} role="status" data-testid="ticket-confirmation">
      <p className={classes.confirmationTitle}>Ticket #{opened.id} is open</p>
      {guest ? (
        <p>
          We e-mailed you a link to your ticket at <strong>{email}</strong>. Open it to read our answers and reply; keep
          it to yourself.
        </p>
      ) : (
        <p>
          We e-mailed a confirmation to <strong>{email}</strong> and answer there too. Your tickets are under{' '}
          <Link to={paths.myTickets()}>My tickets</Link>.
        </p>
      )}
      <div className={classes.actions}>
        {opened.link ? (
          <Link to={opened.link} className="ts-button">
            Open your ticket
          </Link>
        ) : (
          <Link to={paths.ticket(opened.id)} className="ts-button">
            Open ticket #{opened.id}
          </Link>
        )}
        <Button variant="light" onClick={onAnother}>
          Open another ticket
        </Button>
      </div>
    </div>
  )
}

/**
 * The ticket form (SPEC §2 /tickets/new and the contact widget; SPEC §3 Ticket): what it is about, a title, a
 * description, the customer's name (the account's, for a logged-in user) and, for a guest, an e-mail; files
 * checked in the browser before they are sent with a progress bar. Plain controls (no Mantine), so the contact
 * widget can show it on any page. After sending: the ticket's number and how to reach it.
 */
export function TicketForm({
  user,
  initialType,
  source,
  onOpened,
}: {
  /** The logged-in user (null for a guest): their name prefills the form, their address is used. */
  user: { name: string; email: string } | null
  initialType?: TicketType | null
  source: 'form' | 'widget'
  onOpened?: (opened: TicketOpened) => void
}) {
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [type, setType] = useState<string>(initialType ?? '')
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [customerName, setCustomerName] = useState(user?.name ?? '')
  const [email, setEmail] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [fileProblems, setFileProblems] = useState<string[]>([])
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [opened, setOpened] = useState<TicketOpened | null>(null)
  const guest = user === null
  const busy = progress !== null

  async function changeFiles(next: File[]) {
    setFiles(next)
    setFileProblems(await ticketFileProblems(next))
  }

  function focusFirstInvalid() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const found = ticketFormErrors({ type, title, description, customer_name: customerName, email, guest })
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length > 0 || fileProblems.length > 0) {
      focusFirstInvalid()
      return
    }
    setProgress(0)
    try {
      const fields: Record<string, string> = { type, title, description, customer_name: customerName, source }
      if (guest) fields.email = email.trim()
      const answer = await sendTicketForm<TicketOpened>('/api/v1/tickets', fields, files, setProgress)
      setOpened(answer)
      onOpened?.(answer)
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? (error.body?.errors ?? {}) : {}
      const next: Errors = {}
      for (const field of ['type', 'title', 'description', 'customer_name', 'email'] as const) {
        if (fieldErrors[field]?.[0]) next[field] = fieldErrors[field][0]
      }
      if (fieldErrors.files) setFileProblems(fieldErrors.files)
      setErrors(next)
      setFailure(error)
      focusFirstInvalid()
    } finally {
      setProgress(null)
    }
  }

  function another() {
    setOpened(null)
    setTitle('')
    setDescription('')
    setFiles([])
    setFileProblems([])
  }

  if (opened) {
    return <Confirmation opened={opened} email={guest ? email.trim() : user.email} guest={guest} onAnother={another} />
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="New ticket" aria-busy={busy || undefined}>
      <FormStack>
        {failure ? <FailureNotice error={failure} /> : null}
        <SelectField
          id={`${formId}-type`}
          label="What is it about?"
          options={TYPE_OPTIONS}
          value={type}
          onChange={setType}
          placeholder="Choose a topic"
          required
          error={errors.type}
        />
        <TextField
          id={`${formId}-title`}
          label="Title"
          description="In a few words, e.g. “FZ3 stops at 43 % on a 2019 Golf GTI”"
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={TICKET_TITLE_MAX}
          required
          error={errors.title}
        />
        <div className={formClasses.field}>
          <label className={formClasses.label} htmlFor={`${formId}-description`}>
            Description
          </label>
          <p className={formClasses.description} id={`${formId}-description-hint`}>
            The vehicle, the tool and what happened: the more we know, the faster we can help.
          </p>
          <textarea
            id={`${formId}-description`}
            className={`${formClasses.input} ${classes.textarea}`}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            maxLength={TICKET_BODY_MAX}
            rows={5}
            required
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={`${formId}-description-hint${errors.description ? ` ${formId}-description-error` : ''}`}
          />
          {errors.description ? (
            <p className={formClasses.error} id={`${formId}-description-error`} role="alert">
              {errors.description}
            </p>
          ) : null}
        </div>
        <TextField
          id={`${formId}-name`}
          label="Your name"
          autoComplete="name"
          value={customerName}
          onChange={(event) => setCustomerName(event.currentTarget.value)}
          maxLength={TICKET_CUSTOMER_NAME_MAX}
          required
          error={errors.customer_name}
        />
        {guest ? (
          <TextField
            id={`${formId}-email`}
            label="E-mail"
            description="We send the link to your ticket and our answers here."
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            maxLength={TICKET_EMAIL_MAX}
            required
            error={errors.email}
          />
        ) : (
          <p className={formClasses.hint}>
            We answer at <strong>{user.email}</strong>.
          </p>
        )}
        <TicketFilesField
          files={files}
          onChange={(next) => void changeFiles(next)}
          problems={fileProblems}
          disabled={busy}
        />
        <SendWithProgress progress={progress} sending="Sending the ticket" label="Send" />
      </FormStack>
    </form>
  )
}
