import '@mantine/charts/styles.css'
import { BarChart, LineChart } from '@mantine/charts'
import { Container, Stack, Text, Title } from '@mantine/core'
import { utcDay } from '@shop/domain/admin-metrics'
import { paths } from '@shop/domain/paths'
import { TUNE_REQUEST_STATUS_LABELS } from '@shop/domain/tuning'
import { FigureTable } from '../../features/admin-metrics/figure-table'
import { guard } from '../../guards/guard'
import {
  formatCount,
  formatHours,
  periodLabel,
  periodName,
  SERIES_COLORS,
} from '../../features/admin-metrics/metrics-format'
import { readMetricsQuery } from '../../features/admin-metrics/metrics-query'
import { MetricsRangeForm } from '../../features/admin-metrics/metrics-range-form'
import { ChartSection, StatCard, StatGrid } from '../../features/admin-metrics/metrics-screen'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/metrics-tunes'

export const handle = { contactless: true, breadcrumb: 'Tune metrics' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Tune metrics') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: Admin only (staff read orders and stock); staff are sent to /forbidden, as the API refuses them.
  await guard(request, context, 'back-office:read', { part: 'metrics' })
  const today = utcDay(new Date())
  const { query, ignored } = readMetricsQuery(new URL(request.url), today)
  const metrics = await answer(serverApi(context).GET('/api/admin/metrics/tunes', { params: { query } }))
  return { metrics, ignored, today }
}

export default function TuneMetrics({ loaderData }: Route.ComponentProps) {
  const { metrics, ignored, today } = loaderData
  const { bucket } = metrics
  const requestsIn = (period: string) => metrics.requests.find((row) => row.period === period)?.requests ?? 0
  const turnaroundIn = (period: string) => metrics.turnaround_points.find((row) => row.period === period)
  const total = metrics.by_status.reduce((sum, row) => sum + row.requests, 0)
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Tune metrics</Title>
          <Text size="sm" c="dimmed">
            Custom tune requests by the day they were uploaded, turnaround by the day they were delivered (UTC)
          </Text>
        </Stack>
        <MetricsRangeForm
          range={metrics}
          bucket={bucket}
          today={today}
          hrefFor={(range) => paths.adminTuneMetrics({ ...range, bucket })}
          ignored={ignored}
        />
        <StatGrid>
          <StatCard label="Tune requests" value={formatCount(total)} />
          <StatCard label="Delivered" value={formatCount(metrics.turnaround.delivered)} />
          <StatCard
            label="Median turnaround"
            value={formatHours(metrics.turnaround.median_hours)}
            detail={`Average ${formatHours(metrics.turnaround.average_hours)}`}
          />
          <StatCard label="Slowest tenth from" value={formatHours(metrics.turnaround.p90_hours)} />
        </StatGrid>
        <ChartSection title="Tune requests">
          <BarChart
            h={240}
            data={metrics.periods.map((period) => ({
              period: periodLabel(period, bucket),
              Requests: requestsIn(period),
            }))}
            dataKey="period"
            series={[{ name: 'Requests', color: SERIES_COLORS[0] }]}
            valueFormatter={formatCount}
          />
          <FigureTable
            summary="Tune requests as a table"
            columns={['Period', 'Requests']}
            rows={metrics.periods.map((period) => [periodName(period, bucket), formatCount(requestsIn(period))])}
          />
        </ChartSection>
        <ChartSection title="By status" description="Where the requests of the range stand now">
          <BarChart
            h={Math.max(160, metrics.by_status.length * 34)}
            data={metrics.by_status.map((row) => ({
              status: TUNE_REQUEST_STATUS_LABELS[row.status],
              Requests: row.requests,
            }))}
            dataKey="status"
            orientation="vertical"
            yAxisProps={{ width: 150 }}
            series={[{ name: 'Requests', color: SERIES_COLORS[1] }]}
            valueFormatter={formatCount}
          />
          <FigureTable
            summary="Requests by status as a table"
            columns={['Status', 'Requests']}
            rows={metrics.by_status.map((row) => [TUNE_REQUEST_STATUS_LABELS[row.status], formatCount(row.requests)])}
          />
        </ChartSection>
        <ChartSection title="Turnaround" description="Median hours from upload to delivery">
          <LineChart
            h={240}
            data={metrics.periods.map((period) => ({
              period: periodLabel(period, bucket),
              'Median hours': turnaroundIn(period)?.median_hours ?? null,
            }))}
            dataKey="period"
            series={[{ name: 'Median hours', color: SERIES_COLORS[2] }]}
            connectNulls
            curveType="linear"
            valueFormatter={(value) => `${value} h`}
          />
          <FigureTable
            summary="Turnaround as a table"
            columns={['Period', 'Delivered', 'Median']}
            rows={metrics.periods.map((period) => {
              const row = turnaroundIn(period)
              return [
                periodName(period, bucket),
                formatCount(row?.delivered ?? 0),
                formatHours(row?.median_hours ?? null),
              ]
            })}
          />
        </ChartSection>
        <ChartSection title="Top tunes" description="Asked for in custom tune estimates and bought from the catalog">
          <BarChart
            h={Math.max(160, metrics.top_tunes.length * 34)}
            data={metrics.top_tunes.map((row) => ({
              tune: row.name,
              'Custom tune requests': row.requests,
              'Catalog purchases': row.purchases,
            }))}
            dataKey="tune"
            orientation="vertical"
            type="stacked"
            yAxisProps={{ width: 150 }}
            withLegend
            series={[
              { name: 'Custom tune requests', color: SERIES_COLORS[0] },
              { name: 'Catalog purchases', color: SERIES_COLORS[1] },
            ]}
            valueFormatter={formatCount}
          />
          <FigureTable
            summary="Top tunes as a table"
            columns={['Tune', 'Custom tune requests', 'Catalog purchases', 'Together']}
            rows={metrics.top_tunes.map((row) => [
              row.name,
              formatCount(row.requests),
              formatCount(row.purchases),
              formatCount(row.total),
            ])}
          />
        </ChartSection>
      </Stack>
    </Container>
  )
}
