import type { TuneKind, VehicleTune } from '@shop/domain/catalog'
import type { Money } from '@shop/domain/money'
import { useId, type ReactNode } from 'react'
import { PriceTag } from './price-tag'
import classes from './tune-groups.module.css'

export type TuneOption = {
  tune: VehicleTune
  kind: TuneKind
  price: Money
  listPrice: Money | null
  /** e.g. ['+62 hp', '+71 lb-ft'] against the stock tune, in the chosen power display. */
  gains: string[]
  /** Names of the tunes it requires / recommends (shown; requires are also enforced by the selection). */
  requires: string[]
  recommended: string[]
}

export type TuneGroup = {
  kind: TuneKind
  title: string
  hint: string
  /** Single choice (radio) or any number (checkboxes). */
  mode: 'one' | 'many'
  options: TuneOption[]
  /** For single choices: the label of "none" (the stock tune is a real option of the ECU group instead). */
  noneLabel?: string
}

type TuneGroupsProps = {
  groups: TuneGroup[]
  selectedIds: ReadonlySet<number>
  onChoose: (group: TuneGroup, tune: VehicleTune | null, checked: boolean) => void
}

/** The tunes of the vehicle in their groups, each tune with its price, gains and relations. */
export function TuneGroups({ groups, selectedIds, onChoose }: TuneGroupsProps) {
  return (
    <div className={classes.groups}>
      {groups.map((group) => (
        <Group key={group.kind} group={group} selectedIds={selectedIds} onChoose={onChoose} />
      ))}
    </div>
  )
}

function Group({ group, selectedIds, onChoose }: { group: TuneGroup } & Omit<TuneGroupsProps, 'groups'>) {
  const name = useId()
  const noneChosen = group.mode === 'one' && !group.options.some((option) => selectedIds.has(option.tune.id))
  // A stock option (e.g. "Stock TCU") already is the "none" choice of its group.
  const noneLabel = group.options.some((option) => option.tune.is_stock) ? undefined : group.noneLabel
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{group.title}</legend>
      <p className={classes.hint}>{group.hint}</p>
      <ul className={classes.options}>
        {noneLabel ? (
          <li>
            <Choice
              type="radio"
              name={name}
              checked={noneChosen}
              onChange={() => onChoose(group, null, true)}
              title={noneLabel}
            />
          </li>
        ) : null}
        {group.options.map((option) => {
          const checked = selectedIds.has(option.tune.id) || (noneChosen && option.tune.is_stock)
          return (
            <li key={option.tune.id}>
              <Choice
                type={group.mode === 'one' ? 'radio' : 'checkbox'}
                name={name}
                checked={checked}
                onChange={(next) => onChoose(group, option.tune, next)}
                title={option.tune.name}
                badge={option.tune.stage ? `Stage ${option.tune.stage}` : option.tune.is_stock ? 'Stock' : null}
                price={option.tune.is_stock ? null : <PriceTag price={option.price} listPrice={option.listPrice} />}
              >
                {option.gains.length > 0 ? (
                  <span className={classes.gains}>
                    {option.gains.map((gain) => (
                      <span key={gain} className={classes.gain}>
                        {gain}
                      </span>
                    ))}
                  </span>
                ) : null}
                {option.tune.description ? (
                  <span className={classes.description}>{option.tune.description}</span>
                ) : null}
                {option.requires.length > 0 ? (
                  <span className={classes.relation}>Requires {option.requires.join(', ')} (added with it)</span>
                ) : null}
                {option.recommended.length > 0 ? (
                  <span className={classes.relation} data-tone="soft">
                    Recommended with {option.recommended.join(', ')}
                  </span>
                ) : null}
              </Choice>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

type ChoiceProps = {
  type: 'radio' | 'checkbox'
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  title: string
  badge?: string | null
  price?: ReactNode
  children?: ReactNode
}

/** One option: named by its title alone, its gains, price and relations read as its description. */
function Choice({ type, name, checked, onChange, title, badge, price, children }: ChoiceProps) {
  const id = useId()
  const shownBadge = badge && !title.toLowerCase().includes(badge.toLowerCase()) ? badge : null
  return (
    <label className={classes.choice} data-checked={checked || undefined}>
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className={classes.input}
        aria-labelledby={`${id}-title`}
        aria-describedby={[children ? `${id}-details` : '', price ? `${id}-price` : ''].join(' ').trim() || undefined}
      />
      <span className={classes.text}>
        <span className={classes.title}>
          <span id={`${id}-title`}>{title}</span>
          {shownBadge ? <span className={classes.badge}>{shownBadge}</span> : null}
        </span>
        <span id={`${id}-details`} className={classes.details}>
          {children}
        </span>
      </span>
      {price ? (
        <span id={`${id}-price`} className={classes.price}>
          {price}
        </span>
      ) : null}
    </label>
  )
}
