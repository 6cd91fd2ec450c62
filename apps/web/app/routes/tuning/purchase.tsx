import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { InfoCard, InfoPage, InfoSection, infoStyles } from '../../features/tuning-info/info-page'
import { pageTitle } from '../../lib/page-title'
import type { Route } from './+types/purchase'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Buy tunes and tune credits') }]

/** SPEC §2 /tuning/purchase: the ways to pay for a tune, linking to the flows that exist. */
export default function Purchase() {
  return (
    <InfoPage
      title="Buy tunes and tune credits"
      lead="Choose how you want to pay for your tune: for one car now, with credits bought through a dealer, or as a custom calibration."
    >
      <div className={infoStyles.cards}>
        <InfoCard
          title="A tune for your car"
          action={
            <Link className={infoStyles.cta} to={paths.catalog()}>
              Find your vehicle
            </Link>
          }
        >
          See the stages, power figures and prices for your engine and gearbox, then upload your read to order.
        </InfoCard>
        <InfoCard
          title="Custom tuning"
          action={
            <Link className={infoStyles.cta} to={paths.tuningInfo('custom-tuning')}>
              About custom tuning
            </Link>
          }
        >
          A calibration for a modified car, estimated by a calibrator before any work starts.
        </InfoCard>
        <InfoCard
          title="Tune credits"
          action={
            <Link className={infoStyles.cta} to={paths.credits()}>
              Your credits
            </Link>
          }
        >
          Dealers sell credits as codes. One ECU, TCU or AWD credit pays for one main tune of that kind.
        </InfoCard>
      </div>
      <InfoSection title="Already paid at a dealer?">
        <p>
          Your receipt carries a credit code. <Link to={paths.linkPurchase()}>Link it to your account</Link> and the
          credits are ready for your next upload.
        </p>
      </InfoSection>
      <InfoSection title="Dealers and installers">
        <p>
          Buy codes in batches for your customers: estimate an invoice, pay it, and the codes are emailed to you at
          once. Each code can be claimed once, by the customer you hand it to. Ask your account manager to enable dealer
          pricing.
        </p>
      </InfoSection>
    </InfoPage>
  )
}
