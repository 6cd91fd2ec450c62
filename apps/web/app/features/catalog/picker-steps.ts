import type { TransmissionSummary, VehicleSelectionAction } from '@shop/domain/catalog'
import type { VehicleSlugs } from './api/catalog-api'
import type { VehicleLists } from './api/load-vehicle-lists'
import type { PickerStep } from './components/vehicle-picker'

const ORIGINS = { europe: 'Europe', 'north-america': 'North America', asia: 'Asia' } as const

type StepInput = {
  lists: VehicleLists
  transmissions: TransmissionSummary[] | null
  slugs: VehicleSlugs
  /** The page of the vehicle after choosing `value` for `key` (lower choices cleared, SPEC §4). */
  hrefAfter: (key: PickerStep['key'], value: string) => string
  skipHref?: string
}

/** The picker's five steps from the loaded lists; a step without options yet is shown locked. */
export function pickerSteps({ lists, transmissions, slugs, hrefAfter, skipHref }: StepInput): PickerStep[] {
  const steps: PickerStep[] = [
    {
      key: 'make',
      label: 'Make',
      selected: slugs.make,
      options: lists.makes.map((make) => ({
        slug: make.slug,
        name: make.name,
        href: hrefAfter('make', make.slug),
        group: ORIGINS[make.origin],
      })),
    },
    {
      key: 'year',
      label: 'Year',
      selected: slugs.year,
      options: (lists.years ?? []).map((year) => ({ slug: year, name: year, href: hrefAfter('year', year) })),
    },
    {
      key: 'model',
      label: 'Model',
      selected: slugs.model,
      options: (lists.models ?? []).map((model) => ({
        slug: model.slug,
        name: model.name,
        href: hrefAfter('model', model.slug),
      })),
    },
    {
      key: 'engine',
      label: 'Engine',
      selected: slugs.engine,
      options: (lists.engines ?? []).map((engine) => ({
        slug: engine.slug,
        name: engine.name,
        href: hrefAfter('engine', engine.slug),
        detail: `${Math.round(engine.stock_horsepower.value)} ${engine.stock_horsepower.unit} · ${Math.round(engine.stock_torque.value)} ${engine.stock_torque.unit} · ${engine.fuel}`,
      })),
    },
  ]
  if (transmissions === null || transmissions.length > 0) {
    steps.push({
      key: 'transmission',
      label: 'Transmission',
      selected: slugs.transmission,
      options: (transmissions ?? []).map((transmission) => ({
        slug: transmission.slug,
        name: transmission.name,
        href: hrefAfter('transmission', transmission.slug),
      })),
      skipHref,
    })
  }
  return steps
}

/** The first step not chosen yet that has options. */
export function openStepOf(steps: PickerStep[]): PickerStep['key'] | null {
  return steps.find((step) => !step.selected && step.options.length > 0)?.key ?? null
}

/** The selection action of choosing `value` at a picker step. */
export function pickerAction(key: PickerStep['key'], value: string): VehicleSelectionAction {
  switch (key) {
    case 'make':
      return { type: 'makeChosen', make: value }
    case 'year':
      return { type: 'yearChosen', year: value }
    case 'model':
      return { type: 'modelChosen', model: value }
    case 'engine':
      return { type: 'engineChosen', engine: value }
    case 'transmission':
      return { type: 'transmissionChosen', transmission: value }
  }
}
