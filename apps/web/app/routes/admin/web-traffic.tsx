import '@mantine/charts/styles.css'
import { AreaChart, BarChart, DonutChart } from '@mantine/charts'
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { DEVICE_KIND_LABELS, utcDay, VISITOR_KIND_LABELS } from '@shop/domain/admin-metrics'
import { paths } from '@shop/domain/paths'
import { FigureTable } from '../../features/admin-metrics/figure-table'
import { guard } from '../../guards/guard'
import {
  formatCount,
  formatShare,
  periodLabel,
  periodName,
  SERIES_COLORS,
} from '../../features/admin-metrics/metrics-format'
import { readMetricsQuery } from '../../features/admin-metrics/metrics-query'
import { MetricsRangeForm } from '../../features/admin-metrics/metrics-range-form'
import { ChartSection, ColorLegend, StatCard, StatGrid } from '../../features/admin-metrics/metrics-screen'
import { answer } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/web-traffic'

export const handle = { contactless: true, breadcrumb: 'Web traffic' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Web traffic') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: Admin only (staff read orders and stock); staff are sent to /forbidden, as the API refuses them.
  await guard(request, context, 'back-office:read', { part: 'web-traffic' })
  const today = utcDay(new Date())
  const { query, ignored } = readMetricsQuery(new URL(request.url), today)
  const traffic = await answer(serverApi(context).GET('/api/admin/web-traffic', { params: { query } }))
  return { traffic, ignored, today }
}

export default function WebTraffic({ loaderData }: Route.ComponentProps) {
  const { traffic, ignored, today } = loaderData
  const { bucket, totals } = traffic
  const color = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length]!
  const devices = traffic.devices.map((row, index) => ({
    name: DEVICE_KIND_LABELS[row.device],
    value: row.views,
    color: color(index),
  }))
  const senders = traffic.visitors_by_kind.map((row, index) => ({
    name: VISITOR_KIND_LABELS[row.kind],
    value: row.views,
    color: color(index),
  }))
  const pointIn = (period: string) => traffic.points.find((point) => point.period === period)
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Web traffic</Title>
          <Text size="sm" c="dimmed">
            From the shop’s own page views and tag links (UTC days)
          </Text>
        </Stack>
        <MetricsRangeForm
          range={traffic}
          bucket={bucket}
          today={today}
          hrefFor={(range) => paths.adminWebTraffic({ ...range, bucket })}
          ignored={ignored}
        />
        <StatGrid>
          <StatCard label="Page views" value={formatCount(totals.views)} detail="People only" />
          <StatCard label="Visits" value={formatCount(totals.visits)} detail="Visitors a day, added up" />
          <StatCard label="Visitors" value={formatCount(totals.visitors)} />
          <StatCard
            label="Bot share"
            value={formatShare(totals.bot_share)}
            detail={`${formatCount(totals.bot_views)} views by bots`}
          />
        </StatGrid>
        <ChartSection title="Views and visits">
          <AreaChart
            h={280}
            data={traffic.periods.map((period) => {
              const point = pointIn(period)
              return {
                period: periodLabel(period, bucket),
                Views: point?.views ?? 0,
                Visits: point?.visits ?? 0,
                'Bot views': point?.bot_views ?? 0,
              }
            })}
            dataKey="period"
            curveType="linear"
            withLegend
            withDots={traffic.periods.length <= 31}
            series={[
              { name: 'Views', color: SERIES_COLORS[0] },
              { name: 'Visits', color: SERIES_COLORS[1] },
              { name: 'Bot views', color: SERIES_COLORS[4] },
            ]}
            valueFormatter={formatCount}
          />
          <FigureTable
            summary="Views and visits as a table"
            columns={['Period', 'Views', 'Visits', 'Bot views']}
            rows={traffic.periods.map((period) => {
              const point = pointIn(period)
              return [
                periodName(period, bucket),
                formatCount(point?.views ?? 0),
                formatCount(point?.visits ?? 0),
                formatCount(point?.bot_views ?? 0),
              ]
            })}
          />
        </ChartSection>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ChartSection title="Devices" description="By the screen width the page sent">
            <DonutChart mx="auto" withLabelsLine withLabels data={devices} valueFormatter={formatCount} />
            <ColorLegend items={devices} />
            <FigureTable
              summary="Devices as a table"
              columns={['Device', 'Views']}
              rows={traffic.devices.map((row) => [DEVICE_KIND_LABELS[row.device], formatCount(row.views)])}
            />
          </ChartSection>
          <ChartSection title="People and bots" description="Every view by who sent it">
            <DonutChart mx="auto" withLabelsLine withLabels data={senders} valueFormatter={formatCount} />
            <ColorLegend items={senders} />
            <FigureTable
              summary="People and bots as a table"
              columns={['Sent by', 'Views']}
              rows={traffic.visitors_by_kind.map((row) => [VISITOR_KIND_LABELS[row.kind], formatCount(row.views)])}
            />
          </ChartSection>
        </SimpleGrid>
        <ChartSection title="Referrers" description="The site a visit came from">
          <BarChart
            h={Math.max(160, traffic.referrers.length * 34)}
            data={traffic.referrers.map((row) => ({ referrer: row.referrer, Views: row.views }))}
            dataKey="referrer"
            orientation="vertical"
            yAxisProps={{ width: 170 }}
            series={[{ name: 'Views', color: SERIES_COLORS[0] }]}
            valueFormatter={formatCount}
          />
          <FigureTable
            summary="Referrers as a table"
            columns={['Referrer', 'Views']}
            rows={traffic.referrers.map((row) => [row.referrer, formatCount(row.views)])}
          />
        </ChartSection>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ChartSection title="Top pages">
            <FigureTable
              open
              summary="Top pages as a table"
              columns={['Page', 'Views', 'Visitors']}
              rows={traffic.top_pages.map((row) => [row.path, formatCount(row.views), formatCount(row.visitors)])}
            />
          </ChartSection>
          <ChartSection title="Tags" description="Tag links followed (attribution)">
            <FigureTable
              open
              summary="Tags as a table"
              columns={['Tag', 'Times', 'Visitors']}
              rows={traffic.tags.map((row) => [row.tag, formatCount(row.records), formatCount(row.visitors)])}
            />
          </ChartSection>
        </SimpleGrid>
      </Stack>
    </Container>
  )
}
