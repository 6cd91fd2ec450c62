import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import classes from '../../features/beta-programs/beta.module.css'
import { ProgramCard } from '../../features/beta-programs/program-card'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/beta-programs'

export async function loader({ context }: Route.LoaderArgs) {
  return answer(serverApi(context).GET('/api/v1/beta-programs'))
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Beta programs') },
  {
    name: 'description',
    content:
      'Test new flash tool firmware and calibrations before everyone else: our open beta programs, who may join and how to apply.',
  },
]

/** SPEC §2 /beta/: the programs open for sign-up, then those that ran. */
export default function BetaProgramsRoute({ loaderData }: Route.ComponentProps) {
  const { data } = loaderData
  return (
    <div className={`ts-container ${classes.page}`}>
      <PageHeader
        title="Beta programs"
        lead="Try new firmware and calibrations on your own car before they ship, and help us get them right. Each program says who may join; apply with your vehicle and flash tool."
      />
      {data.length === 0 ? (
        <EmptyState
          title="No beta program is running right now"
          text="New programs are announced here and in our newsletter."
          action={<Link to={paths.home()}>Back to the shop</Link>}
        />
      ) : (
        <ul className={classes.cards}>
          {data.map((program) => (
            <li key={program.id}>
              <ProgramCard program={program} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
