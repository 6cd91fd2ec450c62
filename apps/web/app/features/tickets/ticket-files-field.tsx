import { TICKET_FILE_MAX_BYTES, TICKET_FILES_MAX } from '@shop/domain/tickets'
import { useId } from 'react'
import { formClasses } from '../../components/ui/form/fields'
import { formatFileSize, TICKET_FILE_ACCEPT } from './ticket-files'
import classes from './tickets.module.css'

const MB = TICKET_FILE_MAX_BYTES / (1024 * 1024)

/** The files of a ticket or a reply: a file input that adds to the list, each file shown with its size and a remove. */
export function TicketFilesField({
  files,
  onChange,
  problems,
  disabled,
}: {
  files: readonly File[]
  onChange: (files: File[]) => void
  problems: readonly string[]
  disabled?: boolean
}) {
  const id = useId()
  const full = files.length >= TICKET_FILES_MAX
  return (
    <div className={formClasses.field}>
      <label className={formClasses.label} htmlFor={id}>
        Files <span className={classes.optional}>(optional)</span>
      </label>
      <p className={formClasses.description} id={`${id}-description`}>
        Photos of the tool or the screen, a PDF or a text log: up to {TICKET_FILES_MAX} files of {MB} MB each.
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={TICKET_FILE_ACCEPT}
        disabled={disabled || full}
        className={classes.fileInput}
        aria-describedby={`${id}-description${problems.length ? ` ${id}-error` : ''}`}
        aria-invalid={problems.length > 0 || undefined}
        onChange={(event) => {
          const chosen = Array.from(event.currentTarget.files ?? [])
          event.currentTarget.value = ''
          onChange([...files, ...chosen])
        }}
      />
      {files.length > 0 ? (
        <ul className={classes.fileList} aria-label="Files to send">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span className={classes.fileName}>{file.name}</span>
              <span className={classes.fileSize}>{formatFileSize(file.size)}</span>
              <button
                type="button"
                className={classes.removeFile}
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problems.length > 0 ? (
        <div className={formClasses.error} id={`${id}-error`} role="alert">
          {problems.map((problem) => (
            <p key={problem} className={classes.problem}>
              {problem}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  )
}
