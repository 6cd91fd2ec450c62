import { Link } from 'react-router'
import classes from './catalog-page.module.css'

/** 1-based page links (SPEC §5); `hrefOf` keeps the other query parameters. */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((p) => p >= 1 && p <= pages)
  return (
    <nav aria-label="Pages" className={classes.pager}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        ) : null}
        {shown.map((p, index) => (
          <li key={p}>
            {index > 0 && p - (shown[index - 1] ?? p) > 1 ? <span aria-hidden>…</span> : null}
            <Link to={hrefOf(p)} aria-current={p === page ? 'page' : undefined} aria-label={`Page ${p}`}>
              {p}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={hrefOf(page + 1)} rel="next">
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
