import { Anchor, Button, Group, NativeSelect, Text, TextInput } from '@mantine/core'
import {
  addDays,
  METRICS_BUCKET_LABELS,
  METRICS_BUCKETS,
  type MetricsBucket,
  type MetricsRange,
} from '@shop/domain/admin-metrics'
import { Form, Link } from 'react-router'

const PRESETS = [7, 30, 90] as const

/**
 * The date range picker of the metrics screens (decision 0095): two dates and the grouping, sent as the address's
 * query (a plain GET form, so a range can be shared and works before the page's script has loaded), and links to
 * the last 7, 30 and 90 days.
 */
export function MetricsRangeForm({
  range,
  bucket,
  today,
  hrefFor,
  ignored,
}: {
  range: MetricsRange
  /** Null on a screen that is not drawn over time. */
  bucket: MetricsBucket | null
  today: string
  hrefFor: (query: { from: string; to: string }) => string
  ignored: readonly string[]
}) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Form method="get" aria-label="Date range">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            name="from"
            label="From"
            defaultValue={range.from}
            key={`from-${range.from}`}
            required
          />
          <TextInput type="date" name="to" label="To" defaultValue={range.to} key={`to-${range.to}`} required />
          {bucket ? (
            <NativeSelect
              name="bucket"
              label="Group"
              defaultValue={bucket}
              key={`bucket-${bucket}`}
              data={METRICS_BUCKETS.map((value) => ({ value, label: METRICS_BUCKET_LABELS[value] }))}
            />
          ) : null}
          <Button type="submit" variant="default">
            Show
          </Button>
        </Group>
      </Form>
      <Group gap="md" component="nav" aria-label="Quick ranges" pb={10}>
        {PRESETS.map((days) => (
          <Anchor key={days} component={Link} to={hrefFor({ from: addDays(today, -(days - 1)), to: today })} size="sm">
            Last {days} days
          </Anchor>
        ))}
      </Group>
      {ignored.length > 0 ? (
        <Text size="sm" role="status" w="100%">
          Left out of this link: {ignored.join(', ')} (not a range the screen can show; at most 366 days).
        </Text>
      ) : null}
    </Group>
  )
}
