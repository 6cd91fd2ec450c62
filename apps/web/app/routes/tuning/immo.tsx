import { paths } from '@shop/domain/paths'
import { data, Link } from 'react-router'
import { InfoPage, InfoSection } from '../../features/tuning-info/info-page'
import { pageTitle } from '../../lib/page-title'
import { answer } from '../../lib/api-client'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/immo'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Immobilizer services') }]

/** SPEC §2 /tuning/immo is hidden (404) when the site's immoHidden flag is on. */
export async function loader({ context }: Route.LoaderArgs) {
  const state = await answer(serverApi(context).GET('/api/global/v1/ui-state'))
  if (state.site.features.immoHidden) throw data(null, { status: 404 })
  return null
}

export default function Immo() {
  return (
    <InfoPage
      title="Immobilizer services"
      lead="Replacing an ECU, or fitting a used one? The immobilizer must be matched to the car before it will start."
    >
      <InfoSection title="What we do">
        <ul>
          <li>Match a used or replacement ECU to your car’s immobilizer, from a read of both units.</li>
          <li>Restore an immobilizer setting lost after a failed flash, together with a rescue session.</li>
        </ul>
      </InfoSection>
      <InfoSection title="What we do not do">
        <p>
          We never disable the immobilizer of a car whose ownership we cannot see. Upload the reads with a photo of the
          registration in the request note; requests without it are refused.
        </p>
      </InfoSection>
      <InfoSection title="How to order">
        <p>
          Upload the read on the <Link to={paths.tuning()}>tuning page</Link> and write “immobilizer” in the note; a
          calibrator sends an estimate.
        </p>
      </InfoSection>
    </InfoPage>
  )
}
