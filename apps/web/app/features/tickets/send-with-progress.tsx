import { Button } from '../../components/ui/form/fields'
import classes from './tickets.module.css'

/**
 * A ticket form's send button and, while its files go up, the bar of how far the upload is (the new ticket's form
 * and a reply alike).
 */
export function SendWithProgress({
  progress,
  sending,
  label,
}: {
  /** How much of the upload went, 0–100; null while nothing is being sent. */
  progress: number | null
  /** What the bar is named for a screen reader: "Sending the ticket". */
  sending: string
  label: string
}) {
  const busy = progress !== null
  return (
    <>
      {busy ? (
        <div
          className={classes.progress}
          role="progressbar"
          aria-label={sending}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <span style={{ width: `${progress}%` }} />
        </div>
      ) : null}
      <div className={classes.actions}>
        <Button type="submit" loading={busy}>
          {busy ? `Sending… ${progress}%` : label}
        </Button>
      </div>
    </>
  )
}
