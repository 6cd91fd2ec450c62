import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { Link } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { Button } from '../../components/ui/form/fields'
import classes from '../../features/newsletter/newsletter.module.css'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { pageTitle } from '../../lib/page-title'
import type { Route } from './+types/confirm'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Confirm your subscription') },
  { name: 'robots', content: 'noindex' },
]

type Confirmed = { list: { slug: string; title: string }; email: string }

/**
 * The confirmation link of a sign-up (double opt-in). Opening it changes nothing — mail scanners open links — the
 * button's POST confirms.
 */
export default function ConfirmSubscription({ params }: Route.ComponentProps) {
  const [busy, setBusy] = useState(false)
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null)
  const [error, setError] = useState<unknown>(null)
  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      setConfirmed(
        await answer(
          browserApi.POST('/api/v1/newsletter/confirm/{token}', { params: { path: { token: params.token } } }),
        ),
      )
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(false)
    }
  }
  return (
    <article className={`ts-container ${classes.page}`}>
      {confirmed ? (
        <>
          <h1>You are subscribed</h1>
          <div className={classes.card} role="status">
            <p>
              <strong>{confirmed.email}</strong> now gets “{confirmed.list.title}”. Every mail has a link to unsubscribe
              in one click.
            </p>
            <div className={classes.actions}>
              <Link className="ts-button" data-variant="light" to={paths.home()}>
                Back to the shop
              </Link>
            </div>
          </div>
        </>
      ) : (
        <>
          <h1>Confirm your subscription</h1>
          <p className={classes.lead}>One more step: press the button to start receiving our mails at this address.</p>
          <div className={classes.card}>
            {error ? <ApiErrorAlert error={error} /> : null}
            <div className={classes.actions}>
              <Button onClick={confirm} loading={busy}>
                Confirm my subscription
              </Button>
            </div>
            <p className={classes.meta}>Did not sign up? Close this page: nothing is sent without the confirmation.</p>
          </div>
        </>
      )}
    </article>
  )
}
