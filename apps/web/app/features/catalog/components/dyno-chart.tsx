import 'uplot/dist/uPlot.min.css'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import classes from './dyno-chart.module.css'

export type DynoChartProps = {
  rpm: number[]
  stockPower: number[]
  tunedPower: number[]
  stockTorque: number[]
  tunedTorque: number[]
  powerUnit: string
  torqueUnit: string
  /** Names the canvas for assistive technology; the peak table beside it carries the numbers. */
  label: string
}

const HEIGHT = 320
const COLORS = { tunedPower: '#b81d1d', stockPower: '#868e96', tunedTorque: '#1864ab', stockTorque: '#74c0fc' }

/**
 * The dyno curves drawn with uPlot (loaded only when a chart is shown: docs/decisions/0016). Power on the
 * left axis, torque on the right, stock dashed, tuned solid.
 */
export default function DynoChart(props: DynoChartProps) {
  const host = useRef<HTMLDivElement>(null)
  const { rpm, stockPower, tunedPower, stockTorque, tunedTorque, powerUnit, torqueUnit } = props

  useEffect(() => {
    const element = host.current
    if (!element) return
    const width = Math.max(280, element.clientWidth)
    const options: uPlot.Options = {
      width,
      height: HEIGHT,
      legend: { show: true, live: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false }, power: { auto: true }, torque: { auto: true } },
      axes: [
        { label: 'rpm', stroke: '#495057', grid: { stroke: '#e9ecef' } },
        { scale: 'power', label: powerUnit, stroke: COLORS.tunedPower, grid: { stroke: '#e9ecef' } },
        { scale: 'torque', label: torqueUnit, side: 1, stroke: COLORS.tunedTorque, grid: { show: false } },
      ],
      series: [
        { label: 'rpm' },
        { label: `Stock ${powerUnit}`, scale: 'power', stroke: COLORS.stockPower, width: 2, dash: [6, 4] },
        { label: `Tuned ${powerUnit}`, scale: 'power', stroke: COLORS.tunedPower, width: 3 },
        { label: `Stock ${torqueUnit}`, scale: 'torque', stroke: COLORS.stockTorque, width: 2, dash: [6, 4] },
        { label: `Tuned ${torqueUnit}`, scale: 'torque', stroke: COLORS.tunedTorque, width: 3 },
      ],
    }
    const chart = new uPlot(options, [rpm, stockPower, tunedPower, stockTorque, tunedTorque], element)
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }),
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      chart.destroy()
    }
  }, [rpm, stockPower, tunedPower, stockTorque, tunedTorque, powerUnit, torqueUnit])

  return <div ref={host} className={classes.chart} role="img" aria-label={props.label} />
}
