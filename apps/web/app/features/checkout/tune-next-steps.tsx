import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import type { OrderTuneDelivery } from '@shop/domain/tuning'
import { Link } from 'react-router'

/**
 * Decision 0069: what happens after paying for tunes. With the order in an account, each tune's request and its
 * next action (upload the ECU read); a guest's order offers the signed link that attaches it to an account first.
 */
export function TuneNextSteps({ delivery }: { delivery: OrderTuneDelivery }) {
  const made = delivery.lines.filter((line) => line.request !== null)
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tune-next-steps">
      <Stack gap="sm">
        <Title order={2} size="h3" id="tune-next-steps">
          What happens next with your tunes
        </Title>
        {delivery.claimed && made.length > 0 ? (
          <>
            <Text>
              Upload the read of your ECU (the file your flash tool saved from the vehicle). We prepare the tune from it
              and it is then ready for your tool on the request&apos;s page.
            </Text>
            <Stack gap="xs">
              {made.map((line) => (
                <Group key={line.request!.id} justify="space-between" gap="sm" wrap="wrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600}>{line.name}</Text>
                    <Text size="sm" c="dimmed">
                      {line.vehicle} · {line.request!.status_label}
                    </Text>
                  </div>
                  <Button component={Link} to={line.request!.path}>
                    {line.request!.status === 'awaiting-read' ? 'Upload your ECU read' : 'See your tune request'}
                  </Button>
                </Group>
              ))}
            </Stack>
          </>
        ) : (
          <>
            <Text>Your tunes are delivered through an account:</Text>
            <List type="ordered" spacing={4}>
              <List.Item>Create an account, or log in to yours, with the link below (also in your e-mail).</List.Item>
              <List.Item>Upload the read of your ECU on your tune request&apos;s page.</List.Item>
              <List.Item>We prepare the tune and it is ready for your tool there.</List.Item>
            </List>
            <Group>
              <Button component={Link} to={delivery.claim_path}>
                Get your tunes
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  )
}
