import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import classes from './error-page.module.css'

const TEXTS = {
  'not-found': {
    code: '404',
    title: 'We could not find that page',
    body: 'The link may be old, or the page may have moved. Head back home and search from there.',
  },
  forbidden: {
    code: '403',
    title: 'This page is not open to your account',
    body: 'You are logged in, but your account has no access to this page. If you think it should, contact us.',
  },
  failed: {
    code: 'Error',
    title: 'Something went wrong on our side',
    body: 'This page could not be loaded. Please try again in a moment.',
  },
} as const

/** The 404, forbidden and failure pages, in one friendly shape. */
export function ErrorPage({ kind }: { kind: keyof typeof TEXTS }) {
  const text = TEXTS[kind]
  return (
    <section className={classes.page}>
      <p className={classes.code} aria-hidden>
        {text.code}
      </p>
      <h1>{text.title}</h1>
      <p className={classes.body}>{text.body}</p>
      <div className={classes.actions}>
        {kind === 'failed' ? (
          <button type="button" className="ts-button" onClick={() => window.location.reload()}>
            Try again
          </button>
        ) : null}
        <Link to={paths.home()} className="ts-button" data-variant={kind === 'failed' ? 'light' : undefined}>
          Go to the home page
        </Link>
      </div>
    </section>
  )
}
