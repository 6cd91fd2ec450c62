import { Form, Link, useNavigation } from 'react-router'
import statement from '../../components/ui/print-page.module.css'
import classes from './snapshot.module.css'

/**
 * The snapshot pages' bar (decision 0106): a day to show (today at most), Print, and the way back. Choosing a day
 * is a plain GET of the page with `?date=`; while it loads the button says so.
 */
export function SnapshotDateForm({
  date,
  today,
  back,
}: {
  date: string
  today: string
  back: { to: string; label: string }
}) {
  const navigation = useNavigation()
  const loading = navigation.state !== 'idle'
  return (
    <div className={`${statement.actions} ${classes.bar}`}>
      <Form method="get" className={classes.form} aria-busy={loading}>
        <label>
          Date
          <input type="date" name="date" defaultValue={date} max={today} required />
        </label>
        <button type="submit" className={statement.button} disabled={loading}>
          {loading ? 'Loading…' : 'Show'}
        </button>
      </Form>
      <button type="button" className={statement.button} onClick={() => window.print()}>
        Print
      </button>
      <Link className={statement.button} to={back.to}>
        {back.label}
      </Link>
    </div>
  )
}

const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** "October 31, 2026" for a YYYY-MM-DD day. */
export const dayLabel = (day: string) => longDay.format(new Date(`${day}T00:00:00.000Z`))
