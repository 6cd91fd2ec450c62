import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { InfoPage, InfoSection, infoStyles } from '../../features/tuning-info/info-page'
import { pageTitle } from '../../lib/page-title'
import type { Route } from './+types/information'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'How the tune file service works') },
  {
    name: 'description',
    content: 'Send us your ECU read, choose your tunes, and get a calibrated file back, checked and checksummed.',
  },
]

/** SPEC §2 /tuning/information. */
export default function Information() {
  return (
    <InfoPage
      title="How the tune file service works"
      lead="You read the ECU with your flashing tool, we calibrate the file for your car and your parts, and you write it back. Every file is checked before it leaves our workshop."
    >
      <InfoSection title="Four steps">
        <ol className={infoStyles.steps}>
          <li>
            <strong>Read your ECU.</strong> Save the full read from your tool (.bin, .fls or .pcm, or the tool’s zip
            archive) without renaming or editing it.
          </li>
          <li>
            <strong>Upload it.</strong> On the <Link to={paths.tuning()}>tuning page</Link>, drop the file. We detect
            the ECU and open a tune request for it.
          </li>
          <li>
            <strong>Choose and pay.</strong> Pick the tunes and options for your car; pay by card, with tune credits, or
            ask your dealer to bill you later.
          </li>
          <li>
            <strong>Download and flash.</strong> A calibrator works the file, usually within one business day. You get
            an email, download the tuned file and write it with the same tool.
          </li>
        </ol>
      </InfoSection>
      <InfoSection title="What we need from you">
        <ul>
          <li>
            A complete, unmodified read. Partial reads and files edited by another tuner are returned with a note.
          </li>
          <li>Your modifications: intake, downpipe, intercooler, fuel, turbo. Tell us in the request note.</li>
          <li>The fuel you run (91, 93, 98 RON or ethanol blends) and where you drive (altitude and climate).</li>
        </ul>
      </InfoSection>
      <InfoSection title="Files you can trust">
        <p>
          Each file is stored with its SHA-256 checksum when it arrives and checked again every time it is downloaded. A
          file that does not match is never sent: a corrupted write can leave an ECU unable to start. Your files are
          private to you, your dealer and the calibrator working them.
        </p>
      </InfoSection>
      <InfoSection title="Sizes and formats">
        <p>
          ECU reads up to 16 MB, datalogs up to 64 MB. Datalogs (CSV from your logger) open as graphs so that you and
          the calibrator can look at boost, timing and knock together.
        </p>
      </InfoSection>
    </InfoPage>
  )
}
