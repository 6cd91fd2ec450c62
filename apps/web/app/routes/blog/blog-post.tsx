import { paths } from '@shop/domain/paths'
import { data, isRouteErrorResponse, Link, redirect, useLoaderData, useRouteError } from 'react-router'
import { ContentHtml } from '../../components/ui/content/content-html'
import { ErrorPage } from '../../components/ui/error-page'
import { absoluteUrl, seoMeta } from '../../features/catalog/seo-meta'
import { AuthorBox } from '../../features/blog/author-box'
import { blogPostingJsonLd } from '../../features/blog/blog-json-ld'
import classes from '../../features/blog/blog.module.css'
import { JsonLdScript } from '../../features/blog/json-ld-script'
import { postDate } from '../../features/blog/post-date'
import { answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { serverContext } from '../../lib/server-context'
import type { Route } from './+types/blog-post'

type RootData = { uiState?: { site?: { brandName?: string } } }

/**
 * SPEC §2 /blog/{id}/{slug}/: the post. The id finds it; a wrong or missing slug redirects (301) to the post's own
 * address. A draft or a post not yet live is a 404, except for staff (who see a notice).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 })
  const post = await answerOrNotFound(
    serverApi(context).GET('/api/v1/blog-posts/{id}', { params: { path: { id: Number(params.id) } } }),
  )
  if (params.slug !== post.slug) throw redirect(paths.blogPost(post.id, post.slug), 301)
  const { publicUrl } = context.get(serverContext)
  return { post, publicUrl, canonical: absoluteUrl(publicUrl, paths.blogPost(post.id, post.slug)) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(matches, 'Page not found') }, { name: 'robots', content: 'noindex' }]
  const { post, canonical, publicUrl } = loaderData
  const title = pageTitle(matches, post.title)
  return [
    ...seoMeta({ title, description: post.excerpt, canonical, type: 'website' }).map((tag) =>
      'property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag,
    ),
    ...(post.published_at ? [{ property: 'article:published_time', content: post.published_at }] : []),
    { property: 'article:modified_time', content: post.updated_at },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    ...(post.cover_image ? [{ property: 'og:image', content: absoluteUrl(publicUrl, post.cover_image) }] : []),
    ...(post.state !== 'published' ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}

export default function BlogPostRoute({ matches }: Route.ComponentProps) {
  const { post, publicUrl } = useLoaderData<typeof loader>()
  const brandName = (matches[0]?.loaderData as RootData | undefined)?.uiState?.site?.brandName ?? 'TuneShop'
  return (
    <div className={`ts-container ${classes.body}`}>
      <nav aria-label="Breadcrumbs" className={classes.byline}>
        <Link to={paths.blog()}>Blog</Link>
        {post.tags[0] ? (
          <>
            <span aria-hidden="true"> / </span>
            <Link to={paths.blog({ tag: post.tags[0] })}>{post.tags[0]}</Link>
          </>
        ) : null}
      </nav>
      <article className={classes.article}>
        {post.state !== 'published' ? (
          <p className={classes.notice} role="note">
            {post.state === 'draft'
              ? 'This post is a draft: only staff can see it.'
              : `This post is scheduled for ${postDate(post.published_at)}: only staff can see it until then.`}
          </p>
        ) : null}
        <header>
          <h1>{post.title}</h1>
          <p className={classes.byline}>
            By <Link to={paths.staffBio(post.author.slug)}>{post.author.name}</Link>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.published_at ?? undefined}>{postDate(post.published_at)}</time>
          </p>
          <ul className={classes.tags} aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link to={paths.blog({ tag })}>{tag}</Link>
              </li>
            ))}
          </ul>
        </header>
        {post.cover_image ? <img className={classes.articleCover} src={post.cover_image} alt="" /> : null}
        <ContentHtml html={post.html} />
      </article>
      <AuthorBox author={post.author} />
      <JsonLdScript data={blogPostingJsonLd(post, { publicUrl, brandName })} />
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
