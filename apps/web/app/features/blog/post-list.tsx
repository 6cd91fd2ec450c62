import type { BlogPostSummary } from '@shop/domain/blog'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import classes from './blog.module.css'
import { postDate } from './post-date'

/** One post in a list: title, excerpt, author, date and tags (each a filter link). */
export function PostCard({ post, showAuthor = true }: { post: BlogPostSummary; showAuthor?: boolean }) {
  const href = paths.blogPost(post.id, post.slug)
  return (
    <article className={classes.card}>
      {post.cover_image ? (
        <Link to={href} className={classes.cover} tabIndex={-1} aria-hidden="true">
          <img src={post.cover_image} alt="" loading="lazy" width={160} height={100} />
        </Link>
      ) : null}
      <div className={classes.cardBody}>
        <h2 className={classes.cardTitle}>
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className={classes.byline}>
          {showAuthor ? (
            <>
              <Link to={paths.blogByAuthor(post.author.slug)}>{post.author.name}</Link>
              <span aria-hidden="true"> · </span>
            </>
          ) : null}
          <time dateTime={post.published_at ?? undefined}>{postDate(post.published_at)}</time>
        </p>
        <p className={classes.excerpt}>{post.excerpt}</p>
        <ul className={classes.tags} aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link to={paths.blog({ tag })}>{tag}</Link>
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}

export function PostList({ posts, showAuthor }: { posts: BlogPostSummary[]; showAuthor?: boolean }) {
  return (
    <div className={classes.list}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} showAuthor={showAuthor} />
      ))}
    </div>
  )
}

/** Previous, the numbered pages and Next, as links (the list is server-rendered: each page has its address). */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null
  return (
    <nav aria-label="Pages" className={classes.pager}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev">
          Previous
        </Link>
      ) : null}
      {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
        <Link key={p} to={hrefOf(p)} aria-current={p === page ? 'page' : undefined} aria-label={`Page ${p}`}>
          {p}
        </Link>
      ))}
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  )
}
