import '@mantine/charts/styles.css'
import { BarChart, LineChart } from '@mantine/charts'
import { Container, Stack, Text, Title } from '@mantine/core'
import { REVENUE_KIND_LABELS, utcDay } from '@shop/domain/admin-metrics'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { FigureTable } from '../../features/admin-metrics/figure-table'
import { guard } from '../../guards/guard'
import {
  formatCount,
  majorUnits,
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
import type { Route } from './+types/metrics'

export const handle = { contactless: true, breadcrumb: 'Metrics' }

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Metrics') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  // PERMISSIONS.md: Admin only (staff read orders and stock); staff are sent to /forbidden, as the API refuses them.
  await guard(request, context, 'back-office:read', { part: 'metrics' })
  const today = utcDay(new Date())
  const { query, ignored } = readMetricsQuery(new URL(request.url), today)
  const metrics = await answer(serverApi(context).GET('/api/admin/metrics', { params: { query } }))
  return { metrics, ignored, today }
}

const money = (amountMinor: number, currency: string) => formatMoney({ amount_minor: amountMinor, currency })

export default function Metrics({ loaderData }: Route.ComponentProps) {
  const { metrics, ignored, today } = loaderData
  const { bucket, currencies } = metrics
  const point = (period: string, currency: string) =>
    metrics.points.find((p) => p.period === period && p.currency === currency)
  const revenueData = metrics.periods.map((period) => ({
    period: periodLabel(period, bucket),
    ...Object.fromEntries(
      currencies.map((currency) => [currency, majorUnits(point(period, currency)?.revenue_minor ?? 0, currency)]),
    ),
  }))
  const orderData = metrics.periods.map((period) => ({
    period: periodLabel(period, bucket),
    ...Object.fromEntries(currencies.map((currency) => [currency, point(period, currency)?.orders ?? 0])),
  }))
  const series = currencies.map((currency, index) => ({
    name: currency,
    color: SERIES_COLORS[index % SERIES_COLORS.length]!,
  }))
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Metrics</Title>
          <Text size="sm" c="dimmed">
            Paid store orders, catalog purchases and custom tunes, by the day they were placed (UTC)
          </Text>
        </Stack>
        <MetricsRangeForm
          range={metrics}
          bucket={bucket}
          today={today}
          hrefFor={(range) => paths.adminMetrics({ ...range, bucket })}
          ignored={ignored}
        />
        <StatGrid>
          {metrics.totals.map((total) => (
            <StatCard
              key={total.currency}
              label={`Revenue in ${total.currency}`}
              value={money(total.revenue_minor, total.currency)}
              detail={`${formatCount(total.orders)} ${total.orders === 1 ? 'order' : 'orders'}, average ${money(total.average_order_minor, total.currency)}`}
            />
          ))}
          <StatCard
            label="Refunded or cancelled"
            value={formatCount(metrics.refunded_orders + metrics.cancelled_orders)}
            detail={`${formatCount(metrics.refunded_orders)} refunded, ${formatCount(metrics.cancelled_orders)} cancelled`}
          />
        </StatGrid>
        {metrics.totals.length === 0 ? <Text>No paid orders in this range.</Text> : null}
        <ChartSection title="Revenue" description="Per currency, in its own units">
          <LineChart
            h={280}
            data={revenueData}
            dataKey="period"
            series={series}
            curveType="linear"
            withLegend
            withDots={metrics.periods.length <= 31}
            valueFormatter={(value) => formatCount(Math.round(value))}
          />
          <FigureTable
            summary="Revenue as a table"
            columns={['Period', ...currencies]}
            rows={metrics.periods.map((period) => [
              periodName(period, bucket),
              ...currencies.map((currency) => money(point(period, currency)?.revenue_minor ?? 0, currency)),
            ])}
          />
        </ChartSection>
        <ChartSection title="Paid orders" description="Per currency">
          <BarChart
            h={240}
            data={orderData}
            dataKey="period"
            series={series}
            type="stacked"
            withLegend
            valueFormatter={formatCount}
          />
          <FigureTable
            summary="Paid orders as a table"
            columns={['Period', ...currencies, 'Average order']}
            rows={metrics.periods.map((period) => [
              periodName(period, bucket),
              ...currencies.map((currency) => formatCount(point(period, currency)?.orders ?? 0)),
              currencies
                .flatMap((currency) => {
                  const p = point(period, currency)
                  return p ? [money(Math.round(p.revenue_minor / p.orders), currency)] : []
                })
                .join(', ') || '—',
            ])}
          />
        </ChartSection>
        <ChartSection title="By kind of order">
          <FigureTable
            open
            summary="Revenue by kind of order"
            columns={['Kind', 'Currency', 'Orders', 'Revenue', 'Average order']}
            rows={metrics.by_kind.map((row) => [
              REVENUE_KIND_LABELS[row.kind],
              row.currency,
              formatCount(row.orders),
              money(row.revenue_minor, row.currency),
              money(row.average_order_minor, row.currency),
            ])}
          />
        </ChartSection>
      </Stack>
    </Container>
  )
}
