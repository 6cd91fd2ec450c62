import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import { Container, Stack, Text, Title } from '@mantine/core'
import { utcDay } from '@shop/domain/admin-metrics'
import { paths } from '@shop/domain/paths'
import { FigureTable } from '../../features/admin-metrics/figure-table'
import { guard } from '../../guards/guard'
import { formatCount, SERIES_COLORS } from '../../features/admin-metrics/metrics-format'
import { readMetricsQuery } from '../../features/admin-metrics/metrics-query'
import { MetricsRangeForm } from '../../features/admin-metrics/metrics-range-form'
import { ChartSection } from '../../features/admin-metrics/metrics-screen'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/metrics-vehicles'

export const handle = { contactless: true, breadcrumb: 'Vehicle metrics' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Vehicle metrics') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: Admin only (staff read orders and stock); staff are sent to /forbidden, as the API refuses them.
  await guard(request, context, 'back-office:read', { part: 'metrics' })
  const today = utcDay(new Date())
  const { query, ignored } = readMetricsQuery(new URL(request.url), today)
  const range = { from: query.from, to: query.to }
  const metrics = await answer(serverApi(context).GET('/api/admin/metrics/vehicles', { params: { query: range } }))
  return { metrics, ignored: ignored.filter((key) => key !== 'bucket'), today }
}

const SERIES = [
  { name: 'Custom tune requests', color: SERIES_COLORS[0] },
  { name: 'Catalog sales', color: SERIES_COLORS[1] },
]

type Counts = { requests: number; sales: number; total: number }

function TopChart({ rows, label }: { rows: (Counts & { name: string })[]; label: string }) {
  return (
    <>
      <BarChart
        h={Math.max(160, rows.length * 36)}
        data={rows.map((row) => ({
          name: row.name,
          'Custom tune requests': row.requests,
          'Catalog sales': row.sales,
        }))}
        dataKey="name"
        orientation="vertical"
        type="stacked"
        yAxisProps={{ width: 190 }}
        withLegend
        series={SERIES}
        valueFormatter={formatCount}
      />
      <FigureTable
        summary={`${label} as a table`}
        columns={[label, 'Custom tune requests', 'Catalog sales', 'Together']}
        rows={rows.map((row) => [row.name, formatCount(row.requests), formatCount(row.sales), formatCount(row.total)])}
      />
    </>
  )
}

export default function VehicleMetrics({ loaderData }: Route.ComponentProps) {
  const { metrics, ignored, today } = loaderData
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Vehicle metrics</Title>
          <Text size="sm" c="dimmed">
            Custom tune requests by the vehicle chosen, paid catalog purchases by the vehicle page they were bought on
          </Text>
        </Stack>
        <MetricsRangeForm
          range={metrics}
          bucket={null}
          today={today}
          hrefFor={(range) => paths.adminVehicleMetrics(range)}
          ignored={ignored}
        />
        {metrics.engines.length === 0 ? <Text>No requests or sales in this range.</Text> : null}
        <ChartSection title="Top engines">
          <TopChart
            label="Engine"
            rows={metrics.engines.map((row) => ({ ...row, name: `${row.make} ${row.model} ${row.engine}` }))}
          />
        </ChartSection>
        <ChartSection title="Top models">
          <TopChart label="Model" rows={metrics.models.map((row) => ({ ...row, name: `${row.make} ${row.model}` }))} />
        </ChartSection>
        <ChartSection title="Top makes">
          <TopChart label="Make" rows={metrics.makes.map((row) => ({ ...row, name: row.make }))} />
        </ChartSection>
      </Stack>
    </Container>
  )
}
