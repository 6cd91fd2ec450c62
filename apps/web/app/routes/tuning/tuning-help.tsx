import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { InfoPage, InfoSection, infoStyles } from '../../features/tuning-info/info-page'
import { useTuningGuides } from '../../features/tuning-info/use-tuning-guides'
import { pageTitle } from '../../lib/page-title'
import type { Route } from './+types/tuning-help'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Tuning help') }]

const QUESTIONS: [string, string][] = [
  [
    'Which stage should I choose?',
    'Stage 1 is for a stock car and gains the most for the money. Stage 2 needs at least a downpipe and a better intercooler; stage 3 a hybrid or larger turbo and fuel upgrades. Choose the stage that matches the parts fitted today: a file written for parts you do not have yet will run poorly.',
  ],
  [
    'Which fuel do I need?',
    'Every tune is written for the octane you choose. Running lower octane than the file expects makes the ECU pull timing and can cause knock. Ethanol (E85) tunes need a fuel-system upgrade; ask before you order.',
  ],
  [
    'My read failed or the tool says the ECU is locked.',
    'Newer ECUs need the tool’s bench or boot mode. Check your tool’s vehicle list. If the write stopped half way, do not retry: start a rescue session.',
  ],
  [
    'Can I go back to stock?',
    'Yes. Your original read is kept with your request; download it from your files and write it back with the same tool.',
  ],
  [
    'How long does a tune take?',
    'Catalog tunes are usually delivered within one business day of payment; custom tunes after the estimate is paid, with revisions as you send datalogs.',
  ],
  [
    'What are tune credits?',
    'Credits are prepaid tunes sold by dealers as codes. One ECU, TCU or AWD credit pays for one main tune of that kind.',
  ],
]

/** SPEC §2 /tuning/tuning-help, with the guided-flow flag of the tuning state (SPEC §3). */
export default function TuningHelp() {
  const [guides, setGuides] = useTuningGuides()
  return (
    <InfoPage title="Tuning help" lead="Answers to the questions customers ask most before and after a flash.">
      <label className={infoStyles.toggle}>
        <input
          type="checkbox"
          checked={guides.guided}
          onChange={(event) => setGuides({ guided: event.currentTarget.checked })}
        />
        <span>Guide me step by step when I upload a file and choose my tunes (remembered on this device)</span>
      </label>
      <InfoSection title="Questions and answers">
        <dl className={infoStyles.faq}>
          {QUESTIONS.map(([question, answer]) => (
            <div key={question}>
              <dt>{question}</dt>
              <dd>{answer}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>
      <InfoSection title="Still stuck?">
        <p>
          <Link to={paths.tuningTicket()}>Open a tuning ticket</Link> or, after a failed flash,{' '}
          <Link to={paths.rescue()}>start a rescue session</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  )
}
