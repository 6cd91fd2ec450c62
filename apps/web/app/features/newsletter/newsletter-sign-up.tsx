import { SHOP_NEWS_LIST } from '@shop/domain/newsletter'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/form/button'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import classes from './newsletter.module.css'

type State =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string }

/**
 * The footer's sign-up to a list (double opt-in: the answer asks to confirm by mail, whatever the address). Plain
 * HTML and CSS: it is on every storefront page.
 */
export function NewsletterSignUp({
  list = SHOP_NEWS_LIST,
  title = 'News and offers',
  lead = 'Firmware updates, new vehicles and seasonal tips, about once a month.',
  tone = 'dark',
  button = 'Subscribe',
}: {
  list?: string
  title?: string
  lead?: string
  /** `dark` on the footer, `light` on a page. */
  tone?: 'dark' | 'light'
  button?: string
}) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setState({ kind: 'sending' })
    try {
      const { message } = await answer(
        browserApi.POST('/api/v1/newsletter/subscribe', { body: { list, email: email.trim() } }),
      )
      setState({ kind: 'sent', message })
      setEmail('')
    } catch (error) {
      // Its describer loads only when a sign-up fails: the form is on every page.
      const { failureText } = await import('./sign-up-failure')
      setState({ kind: 'failed', message: failureText(error) })
    }
  }
  return (
    <form
      className={classes.signUp}
      data-tone={tone}
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-testid="newsletter-sign-up"
    >
      <div className={classes.signUpText}>
        <h2 id={`${id}-title`} className={classes.signUpLabel}>
          {title}
        </h2>
        <p>{lead}</p>
      </div>
      <div className={classes.signUpControls}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          E-mail address
        </label>
        <div className={classes.signUpRow}>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={`${id}-answer`}
          />
          <Button type="submit" loading={state.kind === 'sending'}>
            {button}
          </Button>
        </div>
        <p
          id={`${id}-answer`}
          role={state.kind === 'failed' ? 'alert' : 'status'}
          className={state.kind === 'failed' ? classes.signUpError : classes.signUpMessage}
        >
          {state.kind === 'sent' || state.kind === 'failed' ? state.message : null}
        </p>
      </div>
    </form>
  )
}
