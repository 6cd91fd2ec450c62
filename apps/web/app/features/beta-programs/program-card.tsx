import { BETA_PROGRAM_STATUS_LABELS, describeEligibility, type BetaProgramListItem } from '@shop/domain/beta-programs'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { StatusBadge } from '../../components/ui/status-badge'
import { betaRunOf, placesText } from './beta-dates'
import classes from './beta.module.css'

/** A program on /beta/: its title, status, summary, who may join, dates and places. */
export function ProgramCard({ program }: { program: BetaProgramListItem }) {
  const run = betaRunOf(program)
  const places = program.status === 'open' ? placesText(program.places_left) : null
  return (
    <article className={classes.card} aria-labelledby={`beta-${program.id}`}>
      <div className={classes.facts}>
        <StatusBadge status={program.status} label={BETA_PROGRAM_STATUS_LABELS[program.status]} size="sm" />
        {run ? <span>{run}</span> : null}
        {places ? <span>{places}</span> : null}
      </div>
      <h2 id={`beta-${program.id}`}>
        <Link to={paths.betaProgram(program.id)}>{program.title}</Link>
      </h2>
      <p>{program.summary}</p>
      <p className={classes.eligibility}>{describeEligibility(program.eligibility)}</p>
      <Link className={classes.more} to={paths.betaProgram(program.id)} aria-describedby={`beta-${program.id}`}>
        {program.status === 'open' ? 'Details and sign-up' : 'What we tested'}
      </Link>
    </article>
  )
}
