import type { BlogAuthor } from '@shop/domain/blog'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import classes from './blog.module.css'

/** The author's initials, shown where a bio has no photo. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

export function AuthorPhoto({ author, size = 64 }: { author: Pick<BlogAuthor, 'name' | 'photo'>; size?: number }) {
  return author.photo ? (
    <img className={classes.photo} src={author.photo} alt="" width={size} height={size} />
  ) : (
    <span className={classes.photo} style={{ width: size, height: size }} aria-hidden="true">
      {initialsOf(author.name)}
    </span>
  )
}

/** Who wrote the post, with a link to their bio page (/staff/{slug}/). */
export function AuthorBox({ author }: { author: BlogAuthor }) {
  return (
    <aside className={classes.authorBox} aria-label="About the author">
      <AuthorPhoto author={author} />
      <div>
        <p className={classes.authorName}>
          <Link to={paths.staffBio(author.slug)} rel="author">
            {author.name}
          </Link>
        </p>
        <p className={classes.authorRole}>{author.role_title}</p>
        {author.summary ? <p className={classes.authorSummary}>{author.summary}</p> : null}
        <p className={classes.authorMore}>
          <Link to={paths.blogByAuthor(author.slug)}>More posts by {author.name}</Link>
        </p>
      </div>
    </aside>
  )
}
