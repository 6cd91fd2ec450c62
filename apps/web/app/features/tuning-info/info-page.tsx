import { paths } from '@shop/domain/paths'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import styles from './info-page.module.css'

const TUNING_PAGES = [
  { to: paths.tuning(), label: 'Upload a file' },
  { to: paths.tuningInfo('information'), label: 'How it works' },
  { to: paths.tuningInfo('custom-tuning'), label: 'Custom tuning' },
  { to: paths.tuningInfo('purchase'), label: 'Buy tunes and credits' },
  { to: paths.tuningInfo('tuning-help'), label: 'Help' },
  { to: paths.tuningInfo('support'), label: 'Support' },
] as const

/** The frame of the tuning information pages: a title, a lead and the section links (plain React, no Mantine). */
export function InfoPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <article className={`ts-container ${styles.page}`}>
      <nav aria-label="Tuning pages">
        <ul className={styles.nav}>
          {TUNING_PAGES.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} end>
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h1>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </article>
  )
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      {children}
    </section>
  )
}

export function InfoCard({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.card}>
      <h3>{title}</h3>
      <p>{children}</p>
      {action}
    </div>
  )
}

export { styles as infoStyles }
