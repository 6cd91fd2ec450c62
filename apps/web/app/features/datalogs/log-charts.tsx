import 'uplot/dist/uPlot.min.css'
import { Alert, Button, Group, Loader, Text } from '@mantine/core'
import { UPLOAD_ERRORS } from '@shop/domain/errors'
import { parseDatalog, type DatalogChannelSummary } from '@shop/domain/tuning'
import { useEffect, useRef, useState } from 'react'
import uPlot from 'uplot'
import classes from './log-charts.module.css'

export type LogChartsProps = {
  fileUrl: string
  channels: DatalogChannelSummary[]
  shown: boolean[]
}

const HEIGHT = 200
const COLORS = ['#1864ab', '#c92a2a', '#2b8a3e', '#e67700', '#5f3dc4', '#0b7285', '#a61e4d', '#495057']
const label = (channel: DatalogChannelSummary) => (channel.unit ? `${channel.name} (${channel.unit})` : channel.name)

/** uPlot wants null for a gap, not NaN; channels without gaps keep their typed array. */
function withGaps(values: Float64Array): ArrayLike<number | null> {
  return values.some(Number.isNaN) ? Array.from(values, (v) => (Number.isNaN(v) ? null : v)) : values
}

/**
 * Every channel of a log against time, one chart each, stacked (units differ too much to share an axis).
 * The file is fetched and parsed here with the same domain parser as the server; dragging across any chart
 * zooms all of them, double-click or "Reset zoom" shows the whole log again.
 */
export default function LogCharts({ fileUrl, channels, shown }: LogChartsProps) {
  const host = useRef<HTMLDivElement>(null)
  const charts = useRef<uPlot[]>([])
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'unrecognized'>('loading')

  useEffect(() => {
    const element = host.current
    if (!element) return
    const abort = new AbortController()
    let observer: ResizeObserver | undefined
    void (async () => {
      const response = await fetch(fileUrl, { signal: abort.signal, credentials: 'same-origin' })
      if (!response.ok) throw new Error(`log file: ${response.status}`)
      const parsed = parseDatalog(await response.text())
      if (abort.signal.aborted) return
      if (!parsed.ok) {
        setState('unrecognized')
        return
      }
      const { time, values, summary } = parsed.log
      let syncing = false
      const syncX = (source: uPlot) => {
        if (syncing) return
        syncing = true
        const { min, max } = source.scales.x!
        for (const chart of charts.current) if (chart !== source) chart.setScale('x', { min: min!, max: max! })
        syncing = false
      }
      const width = () => Math.max(280, element.clientWidth)
      charts.current = summary.channels.map((channel, index) => {
        const box = element.children[index] as HTMLElement
        const color = COLORS[index % COLORS.length]!
        const options: uPlot.Options = {
          width: width(),
          height: HEIGHT,
          legend: { show: true, live: true },
          cursor: { sync: { key: `log-${fileUrl}` }, drag: { x: true, y: false } },
          scales: { x: { time: false } },
          axes: [
            { stroke: '#495057', grid: { stroke: '#e9ecef' } },
            { label: channel.unit ?? '', stroke: color, grid: { stroke: '#e9ecef' }, size: 60 },
          ],
          series: [{ label: 'Time (s)' }, { label: label(channel), stroke: color, width: 1.5, spanGaps: false }],
          hooks: { setScale: [(chart, key) => key === 'x' && syncX(chart)] },
        }
        return new uPlot(options, [time, withGaps(values[index]!)] as uPlot.AlignedData, box.querySelector('div')!)
      })
      observer = new ResizeObserver(() =>
        charts.current.forEach((chart) => chart.setSize({ width: width(), height: HEIGHT })),
      )
      observer.observe(element)
      setState('ready')
    })().catch((error: unknown) => {
      if (!abort.signal.aborted) setState(error instanceof Error ? 'failed' : 'failed')
    })
    return () => {
      abort.abort()
      observer?.disconnect()
      charts.current.forEach((chart) => chart.destroy())
      charts.current = []
    }
  }, [fileUrl])

  const resetZoom = () => {
    for (const chart of charts.current) {
      const xs = chart.data[0]
      if (xs.length) chart.setScale('x', { min: xs[0]!, max: xs[xs.length - 1]! })
    }
  }

  return (
    <div>
      {state === 'loading' ? (
        <Group gap="sm" mb="md">
          <Loader size="sm" />
          <Text>Drawing your log…</Text>
        </Group>
      ) : null}
      {state === 'unrecognized' ? (
        <Alert color="red" title={UPLOAD_ERRORS.logHeading}>
          {UPLOAD_ERRORS.logUnrecognized}
        </Alert>
      ) : null}
      {state === 'failed' ? (
        <Alert color="red" title="The log could not be drawn">
          Loading the log failed. Please reload the page to try again.
        </Alert>
      ) : null}
      {state === 'ready' ? (
        <Group justify="space-between" mb="sm">
          <Text size="sm" c="dimmed">
            Time in seconds. Drag across a chart to zoom in; double-click to zoom out.
          </Text>
          <Button size="xs" variant="default" onClick={resetZoom}>
            Reset zoom
          </Button>
        </Group>
      ) : null}
      <div ref={host} className={classes.charts}>
        {channels.map((channel, index) => (
          <figure
            key={`${channel.name}-${index}`}
            className={classes.chart}
            hidden={!shown[index]}
            aria-label={`${label(channel)} against time`}
            data-testid="log-channel-chart"
            style={{ margin: 0 }}
          >
            <figcaption className={classes.title}>{label(channel)}</figcaption>
            <div />
          </figure>
        ))}
      </div>
    </div>
  )
}
