import { BLOG_TAGS, type BlogTag } from '@shop/domain/blog'
import { paths } from '@shop/domain/paths'
import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state'
import { ErrorPage } from '../../components/ui/error-page'
import { absoluteUrl, seoMeta } from '../../features/catalog/seo-meta'
import classes from '../../features/blog/blog.module.css'
import { Pager, PostList } from '../../features/blog/post-list'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { serverContext } from '../../lib/server-context'
import type { Route } from './+types/blog-index'

const isTag = (value: string | null): value is BlogTag => BLOG_TAGS.includes(value as BlogTag)

/** SPEC §2 /blog/: published posts, newest first; `?tag=` one of SPEC §3's tags (so /dealer-blog lands here), paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const rawTag = url.searchParams.get('tag')
  const rawPage = url.searchParams.get('page') ?? '1'
  if ((rawTag !== null && !isTag(rawTag)) || !/^[1-9]\d{0,3}$/.test(rawPage)) throw data(null, { status: 404 })
  const tag = isTag(rawTag) ? rawTag : undefined
  const page = Number(rawPage)
  const list = await answer(serverApi(context).GET('/api/v1/blog-posts', { params: { query: { tag, page } } }))
  if (page > list.meta.pages) throw data(null, { status: 404 })
  const { publicUrl } = context.get(serverContext)
  return {
    list,
    tag: tag ?? null,
    canonical: absoluteUrl(publicUrl, paths.blog({ tag, page })),
    rss: absoluteUrl(publicUrl, paths.blogRss()),
    atom: absoluteUrl(publicUrl, paths.blogAtom()),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(matches, 'Page not found') }, { name: 'robots', content: 'noindex' }]
  const { tag, canonical, rss, atom } = loaderData
  const title = pageTitle(matches, tag ? `${tag} posts – Blog` : 'Blog')
  return [
    ...seoMeta({
      title,
      description: tag
        ? `${tag} posts from our calibrators and staff: tuning notes, results and how-tos.`
        : 'Tuning notes, dyno results, FlashZilla news and dealer guides from our calibrators and staff.',
      canonical,
    }),
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: 'Blog (RSS)', href: rss },
    { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title: 'Blog (Atom)', href: atom },
  ]
}

export default function BlogIndex() {
  const { list, tag } = useLoaderData<typeof loader>()
  const hrefOf = (page: number) => paths.blog({ tag: tag ?? undefined, page })
  return (
    <>
      <header className={classes.band}>
        <div className="ts-container">
          <h1>{tag ? `Blog: ${tag}` : 'Blog'}</h1>
          <p className={classes.lead}>
            {tag === 'Dealer'
              ? 'Guides for our dealers: pricing and tune credits, custom requests, onboarding and the portal.'
              : 'Tuning notes, dyno results, FlashZilla news and dealer guides from our calibrators and staff.'}
          </p>
        </div>
      </header>
      <div className={`ts-container ${classes.body}`}>
        <div className={classes.toolbar}>
          <nav aria-label="Tags" className={classes.filters}>
            <Link to={paths.blog()} aria-current={tag === null ? 'page' : undefined}>
              All posts
            </Link>
            {BLOG_TAGS.map((value) => (
              <Link key={value} to={paths.blog({ tag: value })} aria-current={tag === value ? 'page' : undefined}>
                {value}
              </Link>
            ))}
          </nav>
          <p className={classes.feedLinks}>
            <a href={paths.blogRss()}>RSS feed</a>
            <a href={paths.blogAtom()}>Atom feed</a>
          </p>
        </div>
        {list.data.length === 0 ? (
          <EmptyState
            title={tag ? `No ${tag} posts yet` : 'No posts yet'}
            text={
              tag
                ? `Posts tagged ${tag} appear here as soon as they are published. Subscribe to the feed to hear of the next one.`
                : 'Our calibrators’ notes and shop news appear here as soon as they are published.'
            }
            action={tag ? <Link to={paths.blog()}>See all posts</Link> : undefined}
          />
        ) : (
          <PostList posts={list.data} />
        )}
        <Pager page={list.meta.page} pages={list.meta.pages} hrefOf={hrefOf} />
      </div>
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
