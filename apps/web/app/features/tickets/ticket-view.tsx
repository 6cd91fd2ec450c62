import { TICKET_BODY_MAX, TICKET_STATUS_LABELS, TICKET_TEXTS, type CustomerTicket } from '@shop/domain/tickets'
import { useId, useState } from 'react'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { FormStack, Notice, formClasses } from '../../components/ui/form/fields'
import { StatusBadge } from '../../components/ui/status-badge'
import { ApiError } from '../../lib/api-client'
import { formatFileSize, ticketFileProblems } from './ticket-files'
import { TicketFilesField } from './ticket-files-field'
import { SendWithProgress } from './send-with-progress'
import { sendTicketForm } from './send-ticket-form'
import classes from './tickets.module.css'

const AUTHOR_LABELS = { customer: 'You', staff: 'Support', system: 'Note' } as const

/** A ticket's status as a badge, its label from the domain. */
export function TicketStatusBadge({ status, size }: { status: CustomerTicket['status']; size?: 'sm' | 'md' }) {
  return <StatusBadge status={status} label={TICKET_STATUS_LABELS[status]} size={size} data-testid="ticket-status" />
}

/** The thread, oldest first: the customer's messages on the right, support's on the left and tinted. */
export function TicketThread({ ticket }: { ticket: CustomerTicket }) {
  return (
    <ol className={classes.thread} aria-label="Conversation">
      {ticket.messages.map((message) => (
        <li key={message.id} className={classes.message} data-author={message.author_kind}>
          <div className={classes.messageHead}>
            <span className={classes.author}>
              {message.author_kind === 'customer'
                ? `${AUTHOR_LABELS.customer} (${message.author_name})`
                : `${message.author_name} · ${AUTHOR_LABELS[message.author_kind]}`}
            </span>
            <time className={classes.when} dateTime={message.created_at}>
              {formatInstant(message.created_at)}
            </time>
          </div>
          <p className={classes.body}>{message.body}</p>
          {message.files.length > 0 ? (
            <ul className={classes.messageFiles} aria-label="Files">
              {message.files.map((file) => (
                <li key={file.id}>
                  <a href={file.url} download={file.name}>
                    {file.name}
                  </a>{' '}
                  <span className={classes.fileSize}>({formatFileSize(file.size)})</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

/** The reply box (body and files, a progress bar while sending); a closed ticket says why there is none. */
export function TicketReply({
  ticket,
  replyUrl,
  onReplied,
}: {
  ticket: CustomerTicket
  /** Where the reply goes: the owner's `/api/v1/tickets/{id}/messages` or the link's. */
  replyUrl: string
  onReplied: (ticket: CustomerTicket) => void
}) {
  const id = useId()
  const [body, setBody] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [fileProblems, setFileProblems] = useState<string[]>([])
  const [bodyError, setBodyError] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [sent, setSent] = useState(false)
  const busy = progress !== null

  if (!ticket.can_reply) {
    return (
      <p className={classes.closedLine} data-testid="ticket-closed">
        {TICKET_TEXTS.closed}
      </p>
    )
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setSent(false)
    setFailure(null)
    if (body.trim() === '') {
      setBodyError('Write a message.')
      document.getElementById(`${id}-body`)?.focus()
      return
    }
    setBodyError(null)
    if (fileProblems.length > 0) return
    setProgress(0)
    try {
      const updated = await sendTicketForm<CustomerTicket>(replyUrl, { body }, files, setProgress)
      setBody('')
      setFiles([])
      setSent(true)
      onReplied(updated)
    } catch (error) {
      const errors = error instanceof ApiError ? (error.body?.errors ?? {}) : {}
      if (errors.files) setFileProblems(errors.files)
      if (errors.body?.[0]) setBodyError(errors.body[0])
      setFailure(error)
    } finally {
      setProgress(null)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Reply" aria-busy={busy || undefined}>
      <FormStack>
        {failure ? (
          failure instanceof ApiError && [409, 413, 429].includes(failure.status) && failure.body?.message ? (
            <Notice title={failure.body.message} />
          ) : (
            <ApiErrorAlert error={failure} />
          )
        ) : null}
        {sent ? (
          <p className={formClasses.hint} role="status">
            Sent. We answer by e-mail and here.
          </p>
        ) : null}
        <div className={formClasses.field}>
          <label className={formClasses.label} htmlFor={`${id}-body`}>
            Your reply
          </label>
          <textarea
            id={`${id}-body`}
            className={`${formClasses.input} ${classes.textarea}`}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            maxLength={TICKET_BODY_MAX}
            rows={4}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyError ? `${id}-body-error` : undefined}
          />
          {bodyError ? (
            <p className={formClasses.error} id={`${id}-body-error`} role="alert">
              {bodyError}
            </p>
          ) : null}
        </div>
        <TicketFilesField
          files={files}
          onChange={(next) => {
            setFiles(next)
            void ticketFileProblems(next).then(setFileProblems)
          }}
          problems={fileProblems}
          disabled={busy}
        />
        <SendWithProgress progress={progress} sending="Sending the reply" label="Send reply" />
      </FormStack>
    </form>
  )
}
