import type { DynoCsv, PowerDisplayType, VehicleTune } from '@shop/domain/catalog'
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react'
import { browserApi } from '../../../lib/browser-api'
import { fetchDynoCsv } from '../api/catalog-api'
import classes from './dyno-panel.module.css'
import { hpSeriesIn, lbftSeriesIn, powerIn, round, torqueIn, type PowerUnit, type TorqueUnit } from '../dyno-units'

// uPlot and the chart code load only once a chart is on screen, so the first paint carries none of it.
const DynoChart = lazy(() => import('./dyno-chart'))

type DynoPanelProps = {
  tune: VehicleTune
  stockTune: VehicleTune | null
  display: PowerDisplayType
  onDisplayChange: (display: PowerDisplayType) => void
  selectedDynoIndex: number
  onDynoIndexChange: (index: number) => void
}

type Peaks = { stockPower: number; tunedPower: number; stockTorque: number; tunedTorque: number }

/**
 * Stock vs tuned dyno curves of one tune: crank or wheel (the selection's power display), hp/kW and
 * lb-ft/Nm, the peak numbers as a table (what the chart shows, for everyone), and a run selector when a
 * tune has more than one dyno.
 */
export function DynoPanel(props: DynoPanelProps) {
  const { tune, stockTune, display, selectedDynoIndex } = props
  const [powerUnit, setPowerUnit] = useState<PowerUnit>('hp')
  const [torqueUnit, setTorqueUnit] = useState<TorqueUnit>('lb-ft')
  const [mounted, setMounted] = useState(false)
  const dynoIds = tune.dyno_csv_ids
  const dynoIndex = selectedDynoIndex < dynoIds.length ? selectedDynoIndex : 0
  const dynoId = dynoIds[dynoIndex]
  const [dyno, setDyno] = useState<{ id: number; csv: DynoCsv | null; failed: boolean } | null>(null)
  const selectId = useId()

  useEffect(() => setMounted(true), [])
  useEffect(() => {
    if (dynoId === undefined) return
    let current = true
    fetchDynoCsv(browserApi, dynoId).then(
      (csv) => current && setDyno({ id: dynoId, csv, failed: false }),
      () => current && setDyno({ id: dynoId, csv: null, failed: true }),
    )
    return () => {
      current = false
    }
  }, [dynoId])

  const current = dyno !== null && dyno.id === dynoId ? dyno : null
  const csv = current?.csv ?? null
  const failed = current?.failed ?? false
  const factor = display === 'crank' ? (csv?.crank_factor ?? 1) : 1
  const series = useMemo(
    () =>
      csv
        ? {
            rpm: csv.curves.rpm,
            stockPower: hpSeriesIn(csv.curves.stock_hp, powerUnit, factor),
            tunedPower: hpSeriesIn(csv.curves.tuned_hp, powerUnit, factor),
            stockTorque: lbftSeriesIn(csv.curves.stock_torque, torqueUnit, factor),
            tunedTorque: lbftSeriesIn(csv.curves.tuned_torque, torqueUnit, factor),
          }
        : null,
    [csv, powerUnit, torqueUnit, factor],
  )
  const peaks: Peaks | null = series
    ? {
        stockPower: Math.max(...series.stockPower),
        tunedPower: Math.max(...series.tunedPower),
        stockTorque: Math.max(...series.stockTorque),
        tunedTorque: Math.max(...series.tunedTorque),
      }
    : peaksOfTunes(tune, stockTune, display, powerUnit, torqueUnit)
  const where = display === 'crank' ? 'at the crank' : 'at the wheels'

  return (
    <section className={classes.panel} aria-labelledby="dyno-heading">
      <div className={classes.head}>
        <h2 id="dyno-heading" className={classes.heading}>
          Dyno: {tune.name}
        </h2>
        {dynoIds.length > 1 ? (
          <div className={classes.runs}>
            <label htmlFor={selectId}>Dyno run</label>
            <select
              id={selectId}
              value={dynoIndex}
              onChange={(event) => props.onDynoIndexChange(Number(event.target.value))}
            >
              {dynoIds.map((id, index) => (
                <option key={id} value={index}>
                  {dyno?.id === id && csv ? csv.label : `Run ${index + 1}`}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className={classes.controls}>
        <Toggle
          legend="Measured"
          value={display}
          options={[
            { value: 'crank', label: 'Crank' },
            { value: 'regular', label: 'Wheel' },
          ]}
          onChange={props.onDisplayChange}
        />
        <Toggle
          legend="Power"
          value={powerUnit}
          options={[
            { value: 'hp', label: 'hp' },
            { value: 'kW', label: 'kW' },
          ]}
          onChange={setPowerUnit}
        />
        <Toggle
          legend="Torque"
          value={torqueUnit}
          options={[
            { value: 'lb-ft', label: 'lb-ft' },
            { value: 'Nm', label: 'Nm' },
          ]}
          onChange={setTorqueUnit}
        />
      </div>
      {peaks ? (
        <table className={classes.peaks} data-testid="dyno-peaks">
          <caption>Peak figures {where}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Figure</span>
              </th>
              <th scope="col">Stock</th>
              <th scope="col">Tuned</th>
              <th scope="col">Gain</th>
            </tr>
          </thead>
          <tbody>
            <PeakRow name="Power" unit={powerUnit} stock={peaks.stockPower} tuned={peaks.tunedPower} />
            <PeakRow name="Torque" unit={torqueUnit} stock={peaks.stockTorque} tuned={peaks.tunedTorque} />
          </tbody>
        </table>
      ) : null}
      <div className={classes.chartBox}>
        {dynoId === undefined ? (
          <p className={classes.note}>No dyno run has been published for this tune yet.</p>
        ) : failed ? (
          <p className={classes.note}>The dyno curve could not be loaded. The peak figures above still apply.</p>
        ) : mounted && series ? (
          <Suspense fallback={<p className={classes.note}>Drawing the dyno curve…</p>}>
            <DynoChart
              {...series}
              powerUnit={powerUnit}
              torqueUnit={torqueUnit}
              label={`Dyno curves of ${tune.name}, stock and tuned power and torque over rpm, ${where}`}
            />
          </Suspense>
        ) : (
          <p className={classes.note}>Loading the dyno curve…</p>
        )}
      </div>
    </section>
  )
}

function PeakRow({ name, unit, stock, tuned }: { name: string; unit: string; stock: number; tuned: number }) {
  const gain = round(tuned) - round(stock)
  return (
    <tr>
      <th scope="row">{name}</th>
      <td data-label="Stock">
        {round(stock)} {unit}
      </td>
      <td className={classes.tuned} data-label="Tuned">
        {round(tuned)} {unit}
      </td>
      <td className={classes.gain} data-label="Gain">
        {gain >= 0 ? '+' : ''}
        {gain} {unit}
      </td>
    </tr>
  )
}

type ToggleProps<T extends string> = {
  legend: string
  value: T
  options: { value: T; label: string }[]
  onChange: (value: T) => void
}

/** A segmented switch built from radio buttons: arrow keys move between options, the legend names it. */
function Toggle<T extends string>({ legend, value, options, onChange }: ToggleProps<T>) {
  const name = useId()
  return (
    <fieldset className={classes.toggle}>
      <legend>{legend}</legend>
      <div className={classes.segments}>
        {options.map((option) => (
          <label key={option.value} className={classes.segment}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** Before the curve has loaded (and on the server), the peaks come from the tunes' own figures. */
function peaksOfTunes(
  tune: VehicleTune,
  stockTune: VehicleTune | null,
  display: PowerDisplayType,
  powerUnit: PowerUnit,
  torqueUnit: TorqueUnit,
): Peaks | null {
  if (!stockTune) return null
  const crank = display === 'crank'
  return {
    stockPower: powerIn(crank ? stockTune.crank_horsepower : stockTune.horsepower, powerUnit),
    tunedPower: powerIn(crank ? tune.crank_horsepower : tune.horsepower, powerUnit),
    stockTorque: torqueIn(crank ? stockTune.crank_torque : stockTune.torque, torqueUnit),
    tunedTorque: torqueIn(crank ? tune.crank_torque : tune.torque, torqueUnit),
  }
}
