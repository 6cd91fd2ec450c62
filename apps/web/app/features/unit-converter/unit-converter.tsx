import {
  afrToLambda,
  convertUnit,
  FUEL_LABELS,
  FUELS,
  lambdaToAfr,
  mixtureReadingProblem,
  parseReading,
  READING_TEXTS,
  STOICHIOMETRIC_AFR,
  UNIT_QUANTITY_LABELS,
  UNITS,
  unitReadingProblem,
  unitsOf,
  type Fuel,
  type Unit,
  type UnitQuantity,
} from '@shop/domain/units'
import { useId, useState } from 'react'
import { formClasses } from '../../components/ui/form/fields'
import classes from './unit-converter.module.css'

/** Decimals shown per unit: enough to read a dyno sheet, not more than the measurement carries. */
const DECIMALS: Record<Unit, number> = {
  hp: 1,
  kW: 1,
  PS: 1,
  'lb-ft': 1,
  Nm: 1,
  psi: 2,
  bar: 2,
  kPa: 1,
  '°F': 1,
  '°C': 1,
}
const AFR_DECIMALS = 2
const LAMBDA_DECIMALS = 3

/** A number as the converter shows it: rounded to `decimals`, never "-0". */
export function formatReading(value: number, decimals: number): string {
  const text = value.toFixed(decimals)
  return Number(text) === 0 ? (0).toFixed(decimals) : text
}

const SECTIONS: { quantity: UnitQuantity; start: Unit; value: string; hint: string }[] = [
  {
    quantity: 'power',
    start: 'hp',
    value: '300',
    hint: 'Mechanical horsepower (hp), kilowatts and metric horsepower (PS).',
  },
  { quantity: 'torque', start: 'lb-ft', value: '350', hint: 'Pound-feet and newton-metres.' },
  {
    quantity: 'pressure',
    start: 'bar',
    value: '2.2',
    hint: 'Absolute pressure, as a MAP sensor reads it: 1 bar is about the air at sea level.',
  },
  { quantity: 'temperature', start: '°C', value: '90', hint: 'Coolant, oil, intake air or exhaust gas.' },
]

/** One quantity: a reading in the unit chosen, and the same reading live in every other unit of the quantity. */
export function QuantityConverter({
  quantity,
  start,
  value: startValue,
  hint,
}: {
  quantity: UnitQuantity
  start: Unit
  value: string
  hint: string
}) {
  const id = useId()
  const [text, setText] = useState(startValue)
  const [unit, setUnit] = useState<Unit>(start)
  const value = parseReading(text)
  const problem =
    text.trim() === '' ? null : value === null ? READING_TEXTS.notANumber : unitReadingProblem(value, unit)
  const others = unitsOf(quantity).filter((other) => other !== unit)
  const title = UNIT_QUANTITY_LABELS[quantity]
  return (
    <section className={classes.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classes.title}>
        {title}
      </h2>
      <p className={classes.hint} id={`${id}-hint`}>
        {hint}
      </p>
      <div className={classes.row}>
        <div className={formClasses.field}>
          <label className={formClasses.label} htmlFor={`${id}-value`}>
            {title} reading
          </label>
          <input
            id={`${id}-value`}
            className={formClasses.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint ${id}-problem`}
          />
        </div>
        <div className={formClasses.field}>
          <label className={formClasses.label} htmlFor={`${id}-unit`}>
            Unit
          </label>
          <select
            id={`${id}-unit`}
            className={formClasses.input}
            value={unit}
            onChange={(event) => setUnit(event.currentTarget.value as Unit)}
          >
            {unitsOf(quantity).map((option) => (
              <option key={option} value={option}>
                {UNITS[option].label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={classes.problem} id={`${id}-problem`} role="alert">
        {problem}
      </p>
      <output className={classes.results} htmlFor={`${id}-value ${id}-unit`} aria-live="polite">
        {others.map((other) => (
          <span key={other} className={classes.result} data-unit={other}>
            <span className={classes.number}>
              {value === null || problem ? '—' : formatReading(convertUnit(value, unit, other), DECIMALS[other])}
            </span>{' '}
            <span className={classes.unit}>{UNITS[other].label}</span>
          </span>
        ))}
      </output>
    </section>
  )
}

/**
 * AFR and lambda both ways, per fuel: typing in either field fills the other; changing the fuel keeps the field typed
 * last and works the other out for the new fuel.
 */
export function MixtureConverter() {
  const id = useId()
  const [fuel, setFuel] = useState<Fuel>('gasoline')
  const [afrText, setAfrText] = useState('12.5')
  const [lambdaText, setLambdaText] = useState(formatReading(afrToLambda(12.5, 'gasoline'), LAMBDA_DECIMALS))
  const [source, setSource] = useState<'afr' | 'lambda'>('afr')
  const [problem, setProblem] = useState<{ field: 'afr' | 'lambda'; text: string } | null>(null)

  const typed = (kind: 'afr' | 'lambda', text: string, forFuel: Fuel) => {
    setSource(kind)
    if (kind === 'afr') setAfrText(text)
    else setLambdaText(text)
    if (text.trim() === '') {
      setProblem(null)
      if (kind === 'afr') setLambdaText('')
      else setAfrText('')
      return
    }
    const value = parseReading(text)
    const why = value === null ? READING_TEXTS.notANumber : mixtureReadingProblem(value, kind)
    setProblem(why ? { field: kind, text: why } : null)
    if (why || value === null) return
    if (kind === 'afr') setLambdaText(formatReading(afrToLambda(value, forFuel), LAMBDA_DECIMALS))
    else setAfrText(formatReading(lambdaToAfr(value, forFuel), AFR_DECIMALS))
  }

  // The field typed last stays as typed; the other is worked out again for the new fuel.
  const changeFuel = (next: Fuel) => {
    setFuel(next)
    typed(source, source === 'afr' ? afrText : lambdaText, next)
  }

  return (
    <section className={`${classes.card} ${classes.wide}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classes.title}>
        Air-fuel ratio and lambda
      </h2>
      <p className={classes.hint} id={`${id}-hint`}>
        Type either one. Lambda 1 is the fuel&rsquo;s stoichiometric ratio ({STOICHIOMETRIC_AFR[fuel]}:1 for{' '}
        {FUEL_LABELS[fuel]}); below 1 is rich, above 1 is lean.
      </p>
      <div className={classes.mixture}>
        <div className={formClasses.field}>
          <label className={formClasses.label} htmlFor={`${id}-fuel`}>
            Fuel
          </label>
          <select
            id={`${id}-fuel`}
            className={formClasses.input}
            value={fuel}
            onChange={(event) => changeFuel(event.currentTarget.value as Fuel)}
          >
            {FUELS.map((option) => (
              <option key={option} value={option}>
                {FUEL_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <div className={formClasses.field}>
          <label className={formClasses.label} htmlFor={`${id}-afr`}>
            Air-fuel ratio (AFR)
          </label>
          <input
            id={`${id}-afr`}
            className={formClasses.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={afrText}
            onChange={(event) => typed('afr', event.currentTarget.value, fuel)}
            aria-invalid={problem?.field === 'afr' ? true : undefined}
            aria-describedby={`${id}-hint ${id}-problem`}
          />
        </div>
        <div className={formClasses.field}>
          <label className={formClasses.label} htmlFor={`${id}-lambda`}>
            Lambda (λ)
          </label>
          <input
            id={`${id}-lambda`}
            className={formClasses.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={lambdaText}
            onChange={(event) => typed('lambda', event.currentTarget.value, fuel)}
            aria-invalid={problem?.field === 'lambda' ? true : undefined}
            aria-describedby={`${id}-hint ${id}-problem`}
          />
        </div>
      </div>
      <p className={classes.problem} id={`${id}-problem`} role="alert">
        {problem?.text}
      </p>
    </section>
  )
}

/** The whole converter: one card per quantity, then the mixture. */
export function UnitConverter() {
  return (
    <div className={classes.grid}>
      {SECTIONS.map((section) => (
        <QuantityConverter key={section.quantity} {...section} />
      ))}
      <MixtureConverter />
    </div>
  )
}
