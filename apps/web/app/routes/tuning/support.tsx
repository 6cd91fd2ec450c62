import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { describeSupportHours } from '@shop/domain/support-hours'
import { InfoCard, InfoPage, InfoSection, infoStyles } from '../../features/tuning-info/info-page'
import { pageTitle } from '../../lib/page-title'
import { useSiteConfig } from '../../lib/ui-state'
import type { Route } from './+types/support'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Tuning support') }]

/** SPEC §2 /tuning/support: where to get help with a tune. */
export default function Support() {
  const site = useSiteConfig()
  return (
    <InfoPage
      title="Tuning support"
      lead="Calibrators answer every question about a tune file themselves. Pick the way that fits your problem."
    >
      <div className={infoStyles.cards}>
        <InfoCard
          title="A question about a tune"
          action={
            <Link className={infoStyles.cta} to={paths.tuningTicket()}>
              Open a tuning ticket
            </Link>
          }
        >
          Idle, drivability, a warning light after the flash, or a change you would like: write to the calibrators.
        </InfoCard>
        <InfoCard
          title="A flash that failed"
          action={
            <Link className={infoStyles.cta} to={paths.rescue()}>
              Start a rescue session
            </Link>
          }
        >
          The write stopped and the car does not start? Do not retry. A technician recovers the ECU with you.
        </InfoCard>
        <InfoCard
          title="Help choosing"
          action={
            <Link className={infoStyles.cta} to={paths.tuningInfo('tuning-help')}>
              Read the help
            </Link>
          }
        >
          Which stage, which fuel, which tool: the answers to what customers ask most.
        </InfoCard>
      </div>
      <InfoSection title="When we answer">
        <p>
          Our workshop answers {describeSupportHours(site.supportHours)}. Tickets sent outside these hours are answered
          the next business morning; rescue sessions go first.
        </p>
      </InfoSection>
    </InfoPage>
  )
}
