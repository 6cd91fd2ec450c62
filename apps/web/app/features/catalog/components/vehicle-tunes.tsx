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
import { DEALER_PRICE_LABEL, estimateCatalogPurchase, vehicleBundleEntry } from '@shop/domain/catalog-purchase'
import { paths } from '@shop/domain/paths'
import { useNavigate } from 'react-router'
import { useCartStore } from '../../../lib/cart-store'
import { trackEvent } from '../../site'
import { DynoPanel } from './dyno-panel'
import { SelectionSummary } from './selection-summary'
import { SummaryBar } from './summary-bar'
import { toolNeedOf } from '../tool-need'
import { ToolNeeded } from './tool-needed'
import { TuneGroups, type TuneGroup } from './tune-groups'
import { KIND_LABELS, selectedIdsOf, tuneGroupsOf } from '../tune-options'
import type { ToolChoice } from '../hooks/use-vehicle-selection'
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
  const navigate = useNavigate()
  /**
   * Decision 0068: the page's choice as one vehicle bundle (tunes, the tool the solver picked, bought, rented or
   * owned, its install fee), priced by the domain function the server prices it with again at checkout.
   */
  const putBundleInCart = () => {
    const estimate = estimateCatalogPurchase({
      vehicle: vehiclePath(selection),
      engine,
      transmission,
      tools: props.tools,
      globalRules: props.globalRules,
      selection,
      role,
      currency,
      owned: [...toolChoice.owned],
      rent: toolChoice.rent,
    })
    if (!estimate.ok) return false
    addToCart(
      vehicleBundleEntry({
        estimate,
        vehicleName: props.vehicleName,
        vehicle: {
          path: estimate.vehicle,
          make: selection.make ?? '',
          year: selection.year ?? '',
          model: selection.model ?? '',
          engine: selection.engine ?? '',
          transmission: selection.transmission,
        },
        tools: props.tools,
        choice: { own: [...toolChoice.owned], rent: toolChoice.rent },
      }),
    )
    trackEvent('store_add_to_cart')
    return true
  }
  const canBuy = priced.lines.length > 0 && need.kind === 'ok'
  const onAddToCart = () => {
    if (putBundleInCart()) setCartOpen(true)
  }
  const priceNote = role === 'dealer' ? DEALER_PRICE_LABEL : null

  const buyQuery = new URLSearchParams({ vehicle: vehiclePath(selection) })
  for (const [name, value] of new URLSearchParams(selectionSearch(selection))) buyQuery.set(name, value)
  if (toolChoice.owned.size > 0) buyQuery.set('own', [...toolChoice.owned].join(','))
  if (toolChoice.rent) buyQuery.set('rent', '1')
  // "Buy" is "add this bundle and go to checkout", for guests too. Before the page's JavaScript runs, the link opens
  // /purchase/catalog, which puts the same bundle in the cart on the server's price and shows the same checkout.
  const buy = canBuy
    ? {
        href: paths.purchaseCatalog(buyQuery),
        onClick: () => {
          if (putBundleInCart()) void navigate(paths.checkout())
        },
      }
    : null

  return (
    <div className={classes.layout} data-with-bar={buy ? '' : undefined}>
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
            priceNote,
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
          buy={buy}
          onAddToCart={onAddToCart}
          recommended={recommended.map((tune) => ({ id: tune.id, name: tune.name }))}
          onAddRecommended={(id) => dispatch({ type: 'tuneAdded', tuneId: id, catalog })}
        />
      </aside>
      <SummaryBar toolTotal={toolTotal} grandTotal={grandTotal} buy={buy} onAddToCart={onAddToCart} />
    </div>
  )
}
