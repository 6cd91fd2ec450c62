import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { InfoCard, InfoPage, InfoSection, infoStyles } from '../../features/tuning-info/info-page'
import { pageTitle } from '../../lib/page-title'
import type { Route } from './+types/custom-tuning'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Custom tuning') },
  {
    name: 'description',
    content: 'A calibration written for your car, your parts and your fuel, refined with your datalogs.',
  },
]

/** SPEC §2 /tuning/custom-tuning. */
export default function CustomTuning() {
  return (
    <InfoPage
      title="Custom tuning"
      lead="When an off-the-shelf stage does not fit — a bigger turbo, a swapped engine, a race fuel — a calibrator writes the file for your exact car and refines it with your datalogs."
    >
      <div className={infoStyles.cards}>
        <InfoCard title="Built for your hardware">
          Fuel, boost, timing and torque limits set for your turbo, injectors and intercooler, not for a generic car.
        </InfoCard>
        <InfoCard title="Refined with datalogs">
          Upload a log after each revision. We read boost, timing, knock and fuel trims and send a refined file.
        </InfoCard>
        <InfoCard title="Gearbox and AWD too">
          Shift points, clutch pressures and torque limits on DSG and ZF gearboxes, and Haldex maps for AWD cars.
        </InfoCard>
      </div>
      <InfoSection title="How a custom tune is priced">
        <p>
          Upload your read and tell us about the build in the request note. A calibrator sends an estimate before any
          work starts; you pay it, use tune credits, or settle through your dealer. Revisions after datalogs are
          included for 60 days.
        </p>
        <p>
          <Link className={infoStyles.cta} to={paths.tuning()}>
            Upload your ECU read
          </Link>
        </p>
      </InfoSection>
      <InfoSection title="Before you book">
        <ul>
          <li>The car should be healthy: no fault codes, no boost leaks, fresh plugs and coils.</li>
          <li>Have a logger ready (most flashing tools log) and a safe road or a dyno for the logs.</li>
          <li>
            Not sure a stage tune fits? <Link to={paths.tuningTicket()}>Ask a calibrator</Link> before you buy.
          </li>
        </ul>
      </InfoSection>
    </InfoPage>
  )
}
