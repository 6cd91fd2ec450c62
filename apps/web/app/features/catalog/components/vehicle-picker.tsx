import { useId } from 'react'
import { Link, useNavigate, useNavigation } from 'react-router'
import classes from './vehicle-picker.module.css'

export type PickerOption = {
  slug: string
  name: string
  /** Where choosing this option goes: the vehicle path with the lower choices cleared (SPEC §4). */
  href: string
  /** A short second line, e.g. stock output or a group name. */
  detail?: string
  group?: string
}

export type PickerStep = {
  key: 'make' | 'year' | 'model' | 'engine' | 'transmission'
  label: string
  options: PickerOption[]
  selected?: string
  /** Where "Skip" leads (transmission step: tunes without a transmission tune). */
  skipHref?: string
}

type VehiclePickerProps = {
  steps: PickerStep[]
  /** The step whose options are listed as links (the first one not chosen yet); none when all are chosen. */
  openStep: PickerStep['key'] | null
  heading: string
}

/**
 * The vehicle picker: each step a select (fast, with a script) and the open step's options as plain
 * links, so search engines and visitors without JavaScript can walk the whole catalog.
 */
export function VehiclePicker({ steps, openStep, heading }: VehiclePickerProps) {
  const pending = usePendingChoice(steps)
  const open = pending ? undefined : steps.find((step) => step.key === openStep)
  return (
    <section className={classes.picker} aria-labelledby="vehicle-picker-heading" aria-busy={pending ? true : undefined}>
      <h2 id="vehicle-picker-heading" className={classes.heading}>
        {heading}
      </h2>
      <div className={classes.selects}>
        {steps.map((step, index) => (
          <StepSelect
            key={step.key}
            step={step}
            number={index + 1}
            pending={pending === null ? null : index === pending.index ? pending : index > pending.index ? index : null}
            loadingNext={pending !== null && index === pending.index + 1}
          />
        ))}
      </div>
      {open ? <StepLinks step={open} /> : null}
    </section>
  )
}

type PendingChoice = { index: number; slug: string }

/**
 * The choice whose page is loading (docs/design.md "Loading feedback"): the option the navigation in flight
 * leads to, from the select or from a link. Its box shows it at once; the steps below wait for their options.
 */
function usePendingChoice(steps: PickerStep[]): PendingChoice | null {
  const navigation = useNavigation()
  if (navigation.state !== 'loading' || !navigation.location) return null
  const target = navigation.location.pathname + navigation.location.search
  for (const [index, step] of steps.entries()) {
    const option = step.options.find(
      (candidate) => candidate.href === target || candidate.href === navigation.location!.pathname,
    )
    if (option && option.slug !== step.selected) return { index, slug: option.slug }
  }
  return null
}

function StepSelect({
  step,
  number,
  pending,
  loadingNext,
}: {
  step: PickerStep
  number: number
  /** The choice loading in this step, or (a number) a step below it waiting for that choice. */
  pending: PendingChoice | number | null
  loadingNext: boolean
}) {
  const id = useId()
  const navigate = useNavigate()
  const waiting = typeof pending === 'number'
  const chosen = pending !== null && typeof pending === 'object' ? pending.slug : step.selected
  const disabled = step.options.length === 0 || waiting
  const placeholder = loadingNext
    ? `Loading ${step.label.toLowerCase()}s…`
    : disabled
      ? '—'
      : `Choose ${step.label.toLowerCase()}`
  return (
    <div
      className={classes.field}
      data-state={chosen && !waiting ? 'done' : disabled ? 'locked' : 'open'}
      data-loading={loadingNext || undefined}
    >
      <label htmlFor={id} className={classes.label}>
        <span className={classes.number} aria-hidden>
          {number}
        </span>
        {step.label}
      </label>
      <select
        id={id}
        className={classes.select}
        value={waiting ? '' : (chosen ?? '')}
        disabled={disabled}
        onChange={(event) => {
          const option = step.options.find((candidate) => candidate.slug === event.target.value)
          if (option) void navigate(option.href)
        }}
      >
        <option value="" disabled={Boolean(chosen) && !waiting}>
          {placeholder}
        </option>
        {groupsOf(step.options).map(([group, options]) =>
          group ? (
            <optgroup key={group} label={group}>
              {options.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </optgroup>
          ) : (
            options.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))
          ),
        )}
      </select>
    </div>
  )
}

function StepLinks({ step }: { step: PickerStep }) {
  return (
    <nav className={classes.links} aria-label={`Choose ${step.label.toLowerCase()}`}>
      <h3 className={classes.linksHeading}>Choose {step.label.toLowerCase()}</h3>
      {groupsOf(step.options).map(([group, options]) => (
        <div key={group || 'all'} className={classes.group}>
          {group ? <h4 className={classes.groupHeading}>{group}</h4> : null}
          <ul className={classes.grid} data-step={step.key}>
            {options.map((option) => (
              <li key={option.slug}>
                <Link to={option.href} className={classes.option}>
                  <span className={classes.optionName}>{option.name}</span>
                  {option.detail ? <span className={classes.optionDetail}>{option.detail}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {step.skipHref ? (
        <p className={classes.skip}>
          <Link to={step.skipHref}>Skip: I only want engine tunes</Link>
        </p>
      ) : null}
    </nav>
  )
}

function groupsOf(options: PickerOption[]): [string, PickerOption[]][] {
  const groups = new Map<string, PickerOption[]>()
  for (const option of options) {
    const key = option.group ?? ''
    groups.set(key, [...(groups.get(key) ?? []), option])
  }
  return [...groups]
}
