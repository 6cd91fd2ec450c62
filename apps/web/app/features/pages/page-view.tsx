import { can } from '@shop/domain/accounts'
import { pageKeyOf } from '@shop/domain/pages'
import { paths } from '@shop/domain/paths'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ContentHtml } from '../../components/ui/content/content-html'
import { useCurrentUser } from '../../lib/ui-state'
import styles from './page-view.module.css'

export type PageContent = { slug: string; title: string; description: string; html: string; updated_at: string }

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/**
 * THE view of the shop's content pages (issue 26 item 4, decision 0115): the title as the page's one h1, the
 * description as its lead, the staff-written HTML (sanitized by the server), when it was last updated, and for staff
 * a link to edit it. `children` is what a page shows under its content (the FAQ's questions, the rental tools).
 */
export function PageView({
  page,
  title,
  children,
  html = true,
}: {
  page: PageContent | null
  /** The h1 when there is no page (a tool chart without its page). */
  title?: string
  children?: ReactNode
  /** False when `children` show the content in their own way (the FAQ). */
  html?: boolean
}) {
  const user = useCurrentUser()
  const staff = user
    ? can({ id: user.id, role: user.role, flags: user.f, memberships: user.memberships }, 'content:write')
    : false
  return (
    <article className={`ts-container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{page?.title ?? title}</h1>
        {page?.description ? <p className={styles.lead}>{page.description}</p> : null}
        <div className={styles.meta}>
          {page ? (
            <span>
              Last updated <time dateTime={page.updated_at}>{DATE.format(new Date(page.updated_at))}</time>
            </span>
          ) : null}
          {staff && page ? <Link to={paths.adminPage(pageKeyOf(page.slug))}>Edit this page</Link> : null}
        </div>
      </header>
      {page && html ? <ContentHtml html={page.html} /> : null}
      {children}
    </article>
  )
}

export function PageSection({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return (
    <section className={wide ? `${styles.section} ${styles.wide}` : styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

export { styles as pageStyles }
