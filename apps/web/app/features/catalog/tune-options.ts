import {
  gainsOf,
  priceSelection,
  tuneKindOf,
  vehicleSelectionReducer,
  type TuneCatalog,
  type TuneKind,
  type VehicleSelection,
  type VehicleTune,
} from '@shop/domain/catalog'
import type { TuneGroup, TuneOption } from './components/tune-groups'

const GROUPS: Record<TuneKind, Omit<TuneGroup, 'kind' | 'options'>> = {
  ecu: {
    title: 'Engine (ECU) tune',
    hint: 'One stage at a time. Stock is your engine as it left the factory.',
    mode: 'one',
  },
  addon: { title: 'ECU add-ons', hint: 'Extras flashed together with your engine tune.', mode: 'many' },
  dsg: {
    title: 'DSG tune',
    hint: 'Shift logic and torque limits for the dual-clutch gearbox.',
    mode: 'one',
    noneLabel: 'No DSG tune',
  },
  tcu: {
    title: 'Transmission (TCU) tune',
    hint: 'Faster shifts and torque limits that match your engine tune.',
    mode: 'one',
    noneLabel: 'No transmission tune',
  },
  'tcu-addon': { title: 'Transmission add-ons', hint: 'Extras for the transmission tune.', mode: 'many' },
  awd: {
    title: 'AWD tune',
    hint: 'Torque split for the all-wheel-drive system.',
    mode: 'one',
    noneLabel: 'No AWD tune',
  },
  'awd-addon': { title: 'AWD add-ons', hint: 'Extras for the AWD tune.', mode: 'many' },
}

export const KIND_LABELS: Record<TuneKind, string> = {
  ecu: 'Engine tune',
  addon: 'ECU add-on',
  dsg: 'DSG tune',
  tcu: 'Transmission tune',
  'tcu-addon': 'Transmission add-on',
  awd: 'AWD tune',
  'awd-addon': 'AWD add-on',
}

const ORDER: TuneKind[] = ['ecu', 'addon', 'dsg', 'tcu', 'tcu-addon', 'awd', 'awd-addon']

type OptionsInput = {
  catalog: TuneCatalog<VehicleTune>
  selection: VehicleSelection
  stockTune: VehicleTune | null
  role: 'customer' | 'dealer'
  currency: string
}

/**
 * The vehicle's tunes in their groups. Each option is priced as it would be if chosen now (an add-on with its
 * main tune costs its add-on price), by pricing the selection that choosing it gives: the domain's rules, once.
 */
export function tuneGroupsOf({ catalog, selection, stockTune, role, currency }: OptionsInput): TuneGroup[] {
  const byId = new Map<number, VehicleTune>()
  for (const tune of [...catalog.transmissionTunes, ...catalog.engineTunes]) byId.set(tune.id, tune)
  const names = (ids: number[]) => ids.map((id) => byId.get(id)?.name).filter((name) => name !== undefined)
  const groups = new Map<TuneKind, TuneOption[]>()
  const add = (tune: VehicleTune, scope: 'engine' | 'transmission') => {
    const kind = tuneKindOf(tune, scope)
    const withIt = vehicleSelectionReducer(selection, { type: 'tuneAdded', tuneId: tune.id, catalog })
    const line = priceSelection({ ...catalog, selection: withIt, role, currency }).lines.find(
      (candidate) => candidate.tuneId === tune.id,
    )
    const gains = tune.is_stock ? null : gainsOf(tune, stockTune, selection.currentHpTorque)
    const option: TuneOption = {
      tune,
      kind,
      price: line?.unitPrice ?? { amount_minor: 0, currency },
      listPrice: line?.listPrice ?? null,
      // Only gains worth the name: add-ons and transmission tunes carry no power figures of their own.
      gains: gains
        ? [gains.horsepower, gains.torque]
            .filter((gain) => Math.round(gain.value) > 0)
            .map((gain) => `+${Math.round(gain.value)} ${gain.unit}`)
        : [],
      requires: names(tune.requires),
      recommended: names(tune.recommended),
    }
    groups.set(kind, [...(groups.get(kind) ?? []), option])
  }
  for (const tune of catalog.engineTunes) add(tune, 'engine')
  for (const tune of catalog.transmissionTunes)
    if (!catalog.engineTunes.some((t) => t.id === tune.id)) add(tune, 'transmission')
  return ORDER.filter((kind) => groups.has(kind)).map((kind) => ({ kind, ...GROUPS[kind], options: groups.get(kind)! }))
}

/** The ids the selection holds, the stock tune counting as chosen when no ECU tune is. */
export function selectedIdsOf(selection: VehicleSelection, stockTune: VehicleTune | null): Set<number> {
  const ids = [
    selection.tune ?? stockTune?.id ?? null,
    selection.transmissionTune,
    selection.dsgTune,
    selection.awdTune,
    ...selection.addOnTunes,
    ...selection.transmissionAddOnTunes,
    ...selection.awdAddOnTunes,
  ]
  return new Set(ids.filter((id) => id !== null))
}
