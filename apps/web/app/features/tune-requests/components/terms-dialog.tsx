import { Anchor, Button, Group, Modal, Text } from '@mantine/core'
import { paths } from '@shop/domain/paths'

/** SPEC §2/§4: the upload terms, confirmed once (then remembered in this browser). */
export function TermsDialog(props: { opened: boolean; brandName: string; onAgree: () => void; onCancel: () => void }) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title="Before you upload" centered size={600}>
      <Text mb="lg">
        By using this feature, you agree to {props.brandName}&rsquo;s{' '}
        <Anchor href={paths.termsOfService()} target="_blank" rel="noopener">
          Terms of Service
        </Anchor>{' '}
        and{' '}
        <Anchor href={paths.privacyPolicy()} target="_blank" rel="noopener">
          Privacy Policy
        </Anchor>
        .
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button onClick={props.onAgree} data-autofocus>
          I agree
        </Button>
      </Group>
    </Modal>
  )
}
