import { Pagination } from '@mantine/core'
import { Link } from 'react-router'

/**
 * Pages of a list as links (SPEC §5 1-based pages): each page and the first/previous/next/last controls are
 * anchors, so they work before the page's script has loaded and open in a new tab.
 */
export function PageLinks({
  page,
  pages,
  hrefOf,
  label,
}: {
  page: number
  pages: number
  hrefOf: (page: number) => string
  /** The navigation landmark's name, e.g. "Outbox pages". */
  label: string
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        getItemProps={(each) => ({ component: Link, to: hrefOf(each), 'aria-label': `Page ${each}` })}
        getControlProps={(control) => {
          const target = {
            first: 1,
            previous: Math.max(1, page - 1),
            next: Math.min(pages, page + 1),
            last: pages,
          }[control]
          return {
            component: Link,
            to: hrefOf(target),
            'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page`,
          }
        }}
      />
    </nav>
  )
}
