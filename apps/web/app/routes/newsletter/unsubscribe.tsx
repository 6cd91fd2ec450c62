import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { Button } from '../../components/ui/form/fields'
import classes from '../../features/newsletter/newsletter.module.css'
import { answer, answerOrNotFound } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/unsubscribe'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Unsubscribe') },
  { name: 'robots', content: 'noindex' },
]

/** Reads what the link is about; reading changes nothing. An unknown link is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return answerOrNotFound(
    serverApi(context).GET('/api/v1/newsletter/unsubscribe/{token}', { params: { path: { token: params.token } } }),
  )
}

/** The visible unsubscribe link of every newsletter mail: a button, then the list's "unsubscribed" page. */
export default function Unsubscribe({ loaderData, params }: Route.ComponentProps) {
  const { list, email, subscribed } = loaderData
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const unsubscribe = async () => {
    setBusy(true)
    setError(null)
    try {
      await answer(
        browserApi.POST('/api/v1/newsletter/unsubscribe/{token}', { params: { path: { token: params.token } } }),
      )
      await navigate(paths.mailUnsubscribed(list.slug))
    } catch (caught) {
      setError(caught)
      setBusy(false)
    }
  }
  return (
    <article className={`ts-container ${classes.page}`}>
      <h1>Unsubscribe from {list.title}</h1>
      <p className={classes.lead}>{list.description}</p>
      <div className={classes.card}>
        {subscribed ? (
          <>
            <p>
              Stop sending “{list.title}” to <strong>{email}</strong>?
            </p>
            {error ? <ApiErrorAlert error={error} /> : null}
            <div className={classes.actions}>
              <Button onClick={unsubscribe} loading={busy}>
                Unsubscribe
              </Button>
              <Link to={paths.home()}>Keep my subscription</Link>
            </div>
          </>
        ) : (
          <>
            <p>
              <strong>{email}</strong> is already unsubscribed from “{list.title}”.
            </p>
            <div className={classes.actions}>
              <Link className="ts-button" data-variant="light" to={paths.mailUnsubscribed(list.slug)}>
                Subscribe again
              </Link>
            </div>
          </>
        )}
      </div>
    </article>
  )
}
