import { SHOP_NEWS_LIST } from '@shop/domain/newsletter'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { ContentHtml } from '../../components/ui/content/content-html'
import classes from '../../features/newsletter/newsletter.module.css'
import { answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/issue'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        { title: pageTitle(matches, loaderData.subject) },
        { name: 'description', content: `${loaderData.list.title}: ${loaderData.subject}` },
      ]
    : [{ title: pageTitle(matches, 'Newsletter') }]

/** SPEC §2 /newsletter/{slug}/: a sent issue, as its mail showed it ("View in your browser"). A draft is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return answerOrNotFound(
    serverApi(context).GET('/api/v1/newsletter/issues/{slug}', { params: { path: { slug: params.slug } } }),
  )
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })

export default function NewsletterIssue({ loaderData: issue }: Route.ComponentProps) {
  return (
    <article className={`ts-container ${classes.issue}`}>
      <p className={classes.meta}>
        {issue.list.title} · <time dateTime={issue.sent_at}>{dateOf(issue.sent_at)}</time>
      </p>
      <h1>{issue.subject}</h1>
      <ContentHtml html={issue.html} />
      <p className={`${classes.meta} ${classes.issueFoot}`}>
        {issue.list.slug === SHOP_NEWS_LIST ? 'Like what you read? Subscribe at the foot of the page. ' : null}
        <Link to={paths.home()}>Back to the shop</Link>
      </p>
    </article>
  )
}
