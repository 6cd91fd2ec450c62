import type { ReactNode } from 'react'
import classes from './page-header.module.css'

type PageHeaderProps = {
  title: ReactNode
  /** One or two sentences under the title: what the page is for. */
  lead?: ReactNode
  /** The page's own actions (a primary button, a filter); they wrap under the title on a phone. */
  actions?: ReactNode
  /** Breadcrumbs or a "back" link, above the title. */
  breadcrumbs?: ReactNode
  /** A short fact beside the title (a count), read with it. */
  meta?: ReactNode
}

/** The top of every content page: one h1, its lead and its actions, spaced the same everywhere. */
export function PageHeader({ title, lead, actions, breadcrumbs, meta }: PageHeaderProps) {
  return (
    <header className={classes.header}>
      {breadcrumbs ? <div className={classes.breadcrumbs}>{breadcrumbs}</div> : null}
      <div className={classes.row}>
        <div className={classes.titles}>
          <h1 className={classes.title}>{title}</h1>
          {meta ? <p className={classes.meta}>{meta}</p> : null}
          {lead ? <div className={classes.lead}>{lead}</div> : null}
        </div>
        {actions ? <div className={classes.actions}>{actions}</div> : null}
      </div>
    </header>
  )
}
