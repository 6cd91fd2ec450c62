import {
  missingRecommendedTunes,
  priceSelection,
  selectionSearch,
  vehiclePath,
  type Engine,
  type GlobalCompatRule,
  type Tool,
  type TuneCatalog,
  type Transmission,
  type VehicleSelection,
  type VehicleSelectionAction,
  type VehicleTune,
} from '@shop/domain/catalog'
import { catalogTuneSlug } from '@shop/domain/cart'
import { useCartStore } from '../../lib/cart-store'
import { trackEvent } from '../site/track-event'
import { DynoPanel } from './dyno-panel'
import { SelectionSummary } from './selection-summary'
import { SummaryBar } from './summary-bar'
import { toolNeedOf } from './tool-need'
import { ToolNeeded } from './tool-needed'
import { TuneGroups, type TuneGroup } from './tune-groups'
import { KIND_LABELS, selectedIdsOf, tuneGroupsOf } from './tune-options'
import type { ToolChoice } from './use-vehicle-selection'
import classes from './vehicle-tunes.module.css'

type VehicleTunesProps = {
  vehicleName: string
  engine: Engine
  transmission: Transmission | null
  tools: Tool[]
  globalRules: GlobalCompatRule[]
  currency: string
  role: 'customer' | 'dealer'
  selection: VehicleSelection
  toolChoice: ToolChoice
  dispatch: (action: VehicleSelectionAction) => void
  setTools: (choice: ToolChoice) => void
}

/**
 * The vehicle page's shop: tunes in their groups, the dyno of the chosen engine tune, and the selection's
 * total with the flash tool it needs. Every choice goes through the selection reducer into the URL.
 */
export function VehicleTunes(props: VehicleTunesProps) {
  const { engine, transmission, selection, toolChoice, dispatch, currency, role } = props
  const catalog: TuneCatalog<VehicleTune> = { engineTunes: engine.tunes, transmissionTunes: transmission?.tunes ?? [] }
  const stockTune = engine.tunes.find((tune) => tune.is_stock) ?? null
  const groups = tuneGroupsOf({ catalog, selection, stockTune, role, currency })
  const selectedIds = selectedIdsOf(selection, stockTune)
  const priced = priceSelection({ ...catalog, selection, role, currency })
  const need = toolNeedOf({ ...props, choice: toolChoice })
  const toolTotal = need.kind === 'ok' ? need.total : null
  const grandTotal = {
    amount_minor: priced.total.amount_minor + (toolTotal?.amount_minor ?? 0),
    currency,
  }
  const recommended = missingRecommendedTunes(selection, catalog)

  const ecuTune = engine.tunes.find((tune) => tune.id === selection.tune && !tune.is_stock)
  const dynoTune =
    ecuTune ?? engine.tunes.find((tune) => !tune.is_stock && !tune.optional && tune.dyno_csv_ids.length > 0) ?? null

  const choose = (group: TuneGroup, tune: VehicleTune | null, checked: boolean) => {
    if (group.kind === 'ecu' && (tune === null || tune.is_stock)) return dispatch({ type: 'ecuTunesRemoved', catalog })
    if (tune && checked && !tune.is_stock) return dispatch({ type: 'tuneAdded', tuneId: tune.id, catalog })
    if (tune && !tune.is_stock) return dispatch({ type: 'tuneRemoved', tuneId: tune.id, catalog })
    // "None" (or the stock option) of a single-choice group: remove whichever of its tunes is chosen.
    const current = group.options.find((option) => !option.tune.is_stock && selectedIds.has(option.tune.id))
    if (current) dispatch({ type: 'tuneRemoved', tuneId: current.tune.id, catalog })
  }

  const addToCart = useCartStore((state) => state.add)
  const setCartOpen = useCartStore((state) => state.setOpen)
  const onAddToCart = () => {
    const path = vehiclePath(selection)
    const tuneIds = priced.lines.map((line) => line.tuneId)
    addToCart({
      kind: 'catalog-tune',
      product: {
        slug: catalogTuneSlug(path, tuneIds),
        name: priced.lines.map((line) => line.name).join(' + '),
        subtext: props.vehicleName,
        image: null,
        pricesByCurrency: { [currency]: priced.total.amount_minor },
      },
      vehicle: {
        path,
        make: selection.make ?? '',
        year: selection.year ?? '',
        model: selection.model ?? '',
        engine: selection.engine ?? '',
        transmission: selection.transmission,
      },
      tuneIds,
      options: [],
      quantity: 1,
    })
    trackEvent('store_add_to_cart')
    setCartOpen(true)
  }

  const buyQuery = new URLSearchParams({ vehicle: vehiclePath(selection) })
  for (const [name, value] of new URLSearchParams(selectionSearch(selection))) buyQuery.set(name, value)
  if (toolChoice.owned.size > 0) buyQuery.set('own', [...toolChoice.owned].join(','))
  if (toolChoice.rent) buyQuery.set('rent', '1')
  const buyHref = priced.lines.length > 0 ? `/purchase/catalog?${buyQuery.toString()}` : null

  return (
    <div className={classes.layout} data-with-bar={buyHref ? '' : undefined}>
      <div className={classes.tunes}>
        <TuneGroups groups={groups} selectedIds={selectedIds} onChoose={choose} />
      </div>
      <div className={classes.dyno}>
        {dynoTune ? (
          <DynoPanel
            tune={dynoTune}
            stockTune={stockTune}
            display={selection.currentHpTorque}
            onDisplayChange={(display) => dispatch({ type: 'powerDisplayChosen', display })}
            selectedDynoIndex={selection.selectedDynoIndex}
            onDynoIndexChange={(index) => dispatch({ type: 'dynoChosen', index })}
          />
        ) : null}
      </div>
      <aside className={classes.aside} aria-label="Selection and total">
        <SelectionSummary
          vehicleName={props.vehicleName}
          lines={priced.lines.map((line) => ({
            id: line.tuneId,
            name: line.name,
            kindLabel: KIND_LABELS[line.kind],
            price: line.unitPrice,
          }))}
          tunesTotal={priced.total}
          tool={
            <ToolNeeded
              need={need}
              onOwnedChange={(toolId, owned) => {
                const next = new Set(toolChoice.owned)
                if (owned) next.add(toolId)
                else next.delete(toolId)
                props.setTools({ ...toolChoice, owned: next })
              }}
              onRentChange={(rent) => props.setTools({ ...toolChoice, rent })}
            />
          }
          toolTotal={toolTotal}
          grandTotal={grandTotal}
          buyHref={buyHref}
          onAddToCart={onAddToCart}
          recommended={recommended.map((tune) => ({ id: tune.id, name: tune.name }))}
          onAddRecommended={(id) => dispatch({ type: 'tuneAdded', tuneId: id, catalog })}
        />
      </aside>
      <SummaryBar toolTotal={toolTotal} grandTotal={grandTotal} buyHref={buyHref} onAddToCart={onAddToCart} />
    </div>
  )
}
