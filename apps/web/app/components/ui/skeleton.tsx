import classes from './skeleton.module.css'

/** Grey placeholder lines where a list is loading in the browser, announced once as busy. */
export function SkeletonList({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className={classes.list} role="status" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={classes.row} aria-hidden>
          <span className={classes.line} data-width="wide" />
          <span className={classes.line} data-width="narrow" />
        </div>
      ))}
    </div>
  )
}
