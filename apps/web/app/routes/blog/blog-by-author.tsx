import { paths } from '@shop/domain/paths'
import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state'
import { ErrorPage } from '../../components/ui/error-page'
import { absoluteUrl, seoMeta } from '../../features/catalog/seo-meta'
import { AuthorPhoto } from '../../features/blog/author-box'
import classes from '../../features/blog/blog.module.css'
import { Pager, PostList } from '../../features/blog/post-list'
import { answer, answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { serverContext } from '../../lib/server-context'
import type { Route } from './+types/blog-by-author'

/** SPEC §2 /blog/by-author/{slug}: an author's published posts, with a summary of their bio. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const rawPage = new URL(request.url).searchParams.get('page') ?? '1'
  if (!/^[1-9]\d{0,3}$/.test(rawPage)) throw data(null, { status: 404 })
  const page = Number(rawPage)
  const api = serverApi(context)
  const bio = await answerOrNotFound(api.GET('/api/v1/bio/{slug}', { params: { path: { slug: params.slug } } }))
  const list = await answer(api.GET('/api/v1/blog-posts', { params: { query: { author: bio.slug, page } } }))
  if (page > list.meta.pages) throw data(null, { status: 404 })
  return { bio, list, canonical: absoluteUrl(context.get(serverContext).publicUrl, paths.blogByAuthor(bio.slug, page)) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(matches, 'Page not found') }, { name: 'robots', content: 'noindex' }]
  const { bio, canonical } = loaderData
  return seoMeta({
    title: pageTitle(matches, `Posts by ${bio.name}`),
    description: `Blog posts by ${bio.name}, ${bio.role_title}.`,
    canonical,
  })
}

export default function BlogByAuthor() {
  const { bio, list } = useLoaderData<typeof loader>()
  return (
    <>
      <header className={classes.band}>
        <div className={`ts-container ${classes.bioHeader}`}>
          <AuthorPhoto author={bio} size={72} />
          <div>
            <h1>Posts by {bio.name}</h1>
            <p className={classes.lead}>
              {bio.role_title}. <Link to={paths.staffBio(bio.slug)}>About {bio.name}</Link>
            </p>
          </div>
        </div>
      </header>
      <div className={`ts-container ${classes.body}`}>
        {bio.summary ? <p className={classes.list}>{bio.summary}</p> : null}
        {list.data.length === 0 ? (
          <EmptyState
            title={`No posts by ${bio.name} yet`}
            text="Their posts appear here as soon as they are published."
            action={<Link to={paths.blog()}>See all posts</Link>}
          />
        ) : (
          <PostList posts={list.data} showAuthor={false} />
        )}
        <Pager page={list.meta.page} pages={list.meta.pages} hrefOf={(page) => paths.blogByAuthor(bio.slug, page)} />
      </div>
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
