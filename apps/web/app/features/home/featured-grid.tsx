import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { FeaturedCard } from './featured-card'
import classes from './featured-grid.module.css'
import type { Schema } from '../../lib/api-client'

type FeaturedItem = Schema<'FeaturedItem'>

type FeaturedGridProps = {
  id: string
  heading: string
  intro: ReactNode
  items: readonly FeaturedItem[]
  more: { label: string; to: string }
  kind: FeaturedItem['kind']
}

/** A titled grid of featured cards with a link to the full listing; renders nothing without items. */
export function FeaturedGrid({ id, heading, intro, items, more, kind }: FeaturedGridProps) {
  if (items.length === 0) return null
  return (
    <section className={classes.section} aria-labelledby={id}>
      <div className="ts-container">
        <div className={classes.head}>
          <div>
            <h2 id={id} className={classes.heading}>
              {heading}
            </h2>
            <p className={classes.intro}>{intro}</p>
          </div>
          <Link to={more.to} className={classes.more}>
            {more.label}
          </Link>
        </div>
        <ul className={classes.grid} data-kind={kind}>
          {items.map((item) => (
            <li key={item.slug}>
              <FeaturedCard item={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
