import { paths } from '@shop/domain/paths'
import { Form } from 'react-router'
import classes from './vehicle-search.module.css'

/** The catalog's entry point: a plain GET form, so it works before the page's script has loaded. */
export function VehicleSearch() {
  return (
    <Form method="get" action={paths.catalog()} role="search" aria-label="Vehicle search" className={classes.form}>
      <label htmlFor="home-vehicle" className={classes.label}>
        Your vehicle
      </label>
      <div className={classes.row}>
        <input
          id="home-vehicle"
          name="q"
          type="search"
          placeholder="e.g. 2019 Golf GTI"
          autoComplete="off"
          enterKeyHint="search"
          className={classes.input}
        />
        <button type="submit" className={`ts-button ${classes.button}`}>
          Find tunes
        </button>
      </div>
    </Form>
  )
}
