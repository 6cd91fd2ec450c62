import { paths } from '@shop/domain/paths'
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from 'react-router'
import { ContentHtml } from '../../components/ui/content/content-html'
import { EmptyState } from '../../components/ui/empty-state'
import { ErrorPage } from '../../components/ui/error-page'
import { absoluteUrl, seoMeta } from '../../features/catalog/seo-meta'
import { AuthorPhoto } from '../../features/blog/author-box'
import classes from '../../features/blog/blog.module.css'
import { JsonLdScript } from '../../features/blog/json-ld-script'
import { PostList } from '../../features/blog/post-list'
import { answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { serverContext } from '../../lib/server-context'
import type { Route } from './+types/staff-bio'

/** SPEC §2 /staff/{slug}/: a staff member's bio (SPEC §7 bio) with their photo, role and published posts. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const bio = await answerOrNotFound(
    serverApi(context).GET('/api/v1/bio/{slug}', { params: { path: { slug: params.slug } } }),
  )
  const canonical = absoluteUrl(context.get(serverContext).publicUrl, paths.staffBio(bio.slug))
  return { bio, canonical }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(matches, 'Page not found') }, { name: 'robots', content: 'noindex' }]
  const { bio, canonical } = loaderData
  return seoMeta({
    title: pageTitle(matches, `${bio.name}, ${bio.role_title}`),
    description: bio.summary || `${bio.name}, ${bio.role_title}.`,
    canonical,
  })
}

export default function StaffBio() {
  const { bio, canonical } = useLoaderData<typeof loader>()
  return (
    <>
      <header className={classes.band}>
        <div className={`ts-container ${classes.bioHeader}`}>
          <AuthorPhoto author={bio} size={96} />
          <div>
            <h1>{bio.name}</h1>
            <p className={classes.lead}>{bio.role_title}</p>
          </div>
        </div>
      </header>
      <div className={`ts-container ${classes.body}`}>
        {bio.html ? <ContentHtml html={bio.html} /> : null}
        <section aria-labelledby="bio-posts">
          <h2 id="bio-posts" className={classes.sectionTitle}>
            Posts by {bio.name}
          </h2>
          {bio.posts.length === 0 ? (
            <EmptyState
              level={3}
              title={`${bio.name} has not published a post yet`}
              text="Their posts appear here as soon as they are published."
              action={<Link to={paths.blog()}>Read the blog</Link>}
            />
          ) : (
            <PostList posts={bio.posts} showAuthor={false} />
          )}
        </section>
      </div>
      <JsonLdScript
        data={{
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          url: canonical,
          mainEntity: { '@type': 'Person', name: bio.name, jobTitle: bio.role_title, url: canonical },
        }}
      />
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
