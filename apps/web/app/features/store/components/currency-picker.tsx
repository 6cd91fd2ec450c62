import { useRevalidator } from 'react-router'
import { chooseCurrency } from '../../../lib/display-currency'
import { useUiState } from '../../../lib/ui-state'
import classes from './currency-picker.module.css'

/** "Prices in [EUR]": the store's currencies; choosing one reloads the page's prices in it. */
export function CurrencyPicker({ currency }: { currency: string }) {
  const { site } = useUiState()
  const revalidator = useRevalidator()
  if (site.currencies.length < 2) return null
  return (
    <label className={classes.picker}>
      Prices in
      <select
        value={currency}
        onChange={(event) => {
          chooseCurrency(event.target.value)
          void revalidator.revalidate()
        }}
      >
        {site.currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  )
}
