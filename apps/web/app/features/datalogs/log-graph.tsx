import { Checkbox, Group, Button, Table, Text } from '@mantine/core'
import type { DatalogChannelSummary } from '@shop/domain/tuning'
import { lazy, Suspense, useState } from 'react'

const LogCharts = lazy(() => import('./log-charts'))

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** The channel table (min, max, average, a toggle each) and the charts of the shown channels. */
export function LogGraph({ fileUrl, channels }: { fileUrl: string; channels: DatalogChannelSummary[] }) {
  const [shown, setShown] = useState(() => channels.map(() => true))
  const toggle = (index: number) => setShown((current) => current.map((on, i) => (i === index ? !on : on)))
  return (
    <>
      <section aria-labelledby="channels-title">
        <Group justify="space-between" mb="xs">
          <Text component="h2" fw={700} size="lg" id="channels-title" m={0}>
            Channels
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setShown(channels.map(() => true))}>
              Show all
            </Button>
            <Button size="xs" variant="default" onClick={() => setShown(channels.map(() => false))}>
              Hide all
            </Button>
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={340}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Channel</Table.Th>
                <Table.Th ta="right">Min</Table.Th>
                <Table.Th ta="right">Max</Table.Th>
                <Table.Th ta="right">Average</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {channels.map((channel, index) => (
                <Table.Tr key={`${channel.name}-${index}`}>
                  <Table.Td>
                    <Checkbox
                      checked={shown[index]}
                      onChange={() => toggle(index)}
                      label={channel.unit ? `${channel.name} (${channel.unit})` : channel.name}
                    />
                  </Table.Td>
                  <Table.Td ta="right">{number.format(channel.min)}</Table.Td>
                  <Table.Td ta="right">{number.format(channel.max)}</Table.Td>
                  <Table.Td ta="right">{number.format(channel.average)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>
      <section aria-label="Graphs">
        <Suspense fallback={<Text>Loading the graph…</Text>}>
          <LogCharts fileUrl={fileUrl} channels={channels} shown={shown} />
        </Suspense>
      </section>
    </>
  )
}
