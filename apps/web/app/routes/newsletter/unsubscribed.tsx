import { DEALER_BLOG_POSTS_LIST } from '@shop/domain/newsletter'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import classes from '../../features/newsletter/newsletter.module.css'
import { NewsletterSignUp } from '../../features/newsletter/newsletter-sign-up'
import { answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useCurrentUser } from '../../lib/ui-state'
import type { Route } from './+types/unsubscribed'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches, loaderData ? `Unsubscribed from ${loaderData.title}` : 'Unsubscribed') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, context }: Route.LoaderArgs) {
  return answerOrNotFound(
    serverApi(context).GET('/api/v1/newsletter/lists/{slug}', { params: { path: { slug: params.list } } }),
  )
}

/** SPEC §2 /mail/unsubscribed/dealer-blog-posts (and every other list): the unsubscribe, confirmed in words. */
export default function Unsubscribed({ loaderData: list }: Route.ComponentProps) {
  const user = useCurrentUser()
  const forDealers = list.slug === DEALER_BLOG_POSTS_LIST
  return (
    <article className={`ts-container ${classes.page}`}>
      <h1>You are unsubscribed</h1>
      <p className={classes.lead} role="status">
        You will no longer receive “{list.title}”
        {forDealers ? ': no more digests of new dealer blog posts.' : ' mails from us.'} Mails about your orders, tune
        requests and tickets still reach you.
      </p>
      <div className={classes.card}>
        {forDealers ? (
          <p>
            The posts stay on the <Link to={paths.dealerBlog()}>dealer blog</Link>.{' '}
            {user ? (
              <>
                Changed your mind? Tick “Mail me new dealer blog posts” on{' '}
                <Link to={paths.profile()}>your profile</Link> or subscribe again below.
              </>
            ) : (
              'Changed your mind? Subscribe again below.'
            )}
          </p>
        ) : (
          <p>Unsubscribed by mistake? Subscribe again below; we send a link to confirm.</p>
        )}
        <NewsletterSignUp
          list={list.slug}
          title="Subscribe again"
          lead={list.description}
          tone="light"
          button="Subscribe again"
        />
      </div>
    </article>
  )
}
