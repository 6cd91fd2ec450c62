import { BETA_PROGRAM_STATUS_LABELS, describeEligibility } from '@shop/domain/beta-programs'
import { paths } from '@shop/domain/paths'
import { data, Link, useLocation, useRevalidator } from 'react-router'
import { ContentHtml } from '../../components/ui/content/content-html'
import { PageHeader } from '../../components/ui/page-header'
import { StatusBadge } from '../../components/ui/status-badge'
import { ApplicationForm } from '../../features/beta-programs/application-form'
import { betaRunOf, placesText } from '../../features/beta-programs/beta-dates'
import classes from '../../features/beta-programs/beta.module.css'
import { MyApplication } from '../../features/beta-programs/my-application'
import { answerOrNotFound } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { useCurrentUser } from '../../lib/ui-state'
import type { Route } from './+types/beta-program'

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id)
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 })
  return answerOrNotFound(serverApi(context).GET('/api/v1/beta-programs/{id}', { params: { path: { id } } }))
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [{ title: pageTitle(matches, loaderData.title) }, { name: 'description', content: loaderData.summary }]
    : [{ title: pageTitle(matches, 'Page not found') }, { name: 'robots', content: 'noindex' }]

/** SPEC §2 /beta/{id}/: the program, who may join, and the sign-up form or the applicant's own status. */
export default function BetaProgramRoute({ loaderData: program }: Route.ComponentProps) {
  const user = useCurrentUser()
  const location = useLocation()
  const revalidator = useRevalidator()
  const refresh = () => void revalidator.revalidate()
  const run = betaRunOf(program)
  const places = program.status === 'open' ? placesText(program.places_left) : null
  const mine = program.my_application
  const full = program.places_left === 0
  const mayApply = program.status === 'open' && !full && (!mine || mine.status === 'withdrawn')
  return (
    <div className={`ts-container ${classes.page}`}>
      <PageHeader
        breadcrumbs={
          <Link className={classes.back} to={paths.betaPrograms()}>
            ← All beta programs
          </Link>
        }
        title={program.title}
        meta={
          <span className={classes.facts}>
            <StatusBadge status={program.status} label={BETA_PROGRAM_STATUS_LABELS[program.status]} size="sm" />
            {run ? <span>{run}</span> : null}
            {places ? <span>{places}</span> : null}
          </span>
        }
        lead={program.summary}
      />
      <div className={classes.layout}>
        <div>
          <p className={classes.who}>
            <strong>Who can join</strong>
            {describeEligibility(program.eligibility)}
          </p>
          <ContentHtml html={program.html} />
        </div>
        <aside className={classes.panel} aria-labelledby="beta-sign-up">
          <h2 id="beta-sign-up">{program.status === 'open' ? 'Sign up' : 'Sign-up closed'}</h2>
          {mine && user ? <MyApplication programId={program.id} application={mine} onChanged={refresh} /> : null}
          {program.status !== 'open' ? (
            <p>This program has ended and takes no more applications. Watch the beta programs page for the next one.</p>
          ) : !user ? (
            <>
              <p>Log in to apply with your vehicle and flash tool. You come back to this page afterwards.</p>
              <Link className="ts-button" to={paths.login(`${location.pathname}${location.search}`)}>
                Log in to apply
              </Link>
            </>
          ) : full && !mine ? (
            <p>Every place is taken. Places free up when someone withdraws: check back soon.</p>
          ) : mayApply ? (
            <ApplicationForm program={program} onApplied={refresh} />
          ) : null}
        </aside>
      </div>
    </div>
  )
}
