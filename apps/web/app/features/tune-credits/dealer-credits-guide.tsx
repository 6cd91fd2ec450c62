import { Alert, Anchor, List } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'

/** The dealer-credits guide (SPEC §3 Tuning state flag): how credits from a dealer work, until dismissed. */
export function DealerCreditsGuide({ onClose }: { onClose: () => void }) {
  return (
    <Alert
      variant="light"
      color="blue"
      title="How tune credits work"
      withCloseButton
      closeButtonLabel="Hide this guide"
      onClose={onClose}
    >
      <List size="sm" spacing={4}>
        <List.Item>
          Dealers and installers sell tune credits as codes. Each code adds ECU, TCU or AWD credits to your account.
        </List.Item>
        <List.Item>
          One credit pays for one main tune of its kind; add-ons come with the tune. Some tunes (such as combined engine
          and gearbox packages) take a credit of each kind.
        </List.Item>
        <List.Item>
          Upload your ECU read on the{' '}
          <Anchor component={Link} to={paths.tuning()}>
            tuning page
          </Anchor>
          , choose your tunes, and choose “Pay with credits”.
        </List.Item>
      </List>
    </Alert>
  )
}
