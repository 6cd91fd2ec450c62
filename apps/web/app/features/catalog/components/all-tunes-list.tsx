import type { VehicleListEntry } from '@shop/domain/catalog'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import classes from './all-tunes-list.module.css'

export type VehicleRow = VehicleListEntry & { href: string }

/** Every vehicle with its tune count and from-price, grouped by make with a jump list. */
export function AllTunesList({ vehicles }: { vehicles: VehicleRow[] }) {
  const makes = new Map<string, { name: string; rows: VehicleRow[] }>()
  for (const vehicle of vehicles) {
    const group = makes.get(vehicle.make) ?? { name: vehicle.make_name, rows: [] }
    group.rows.push(vehicle)
    makes.set(vehicle.make, group)
  }
  return (
    <>
      <nav aria-label="Makes" className={classes.jump}>
        <ul>
          {[...makes].map(([slug, group]) => (
            <li key={slug}>
              <a href={`#make-${slug}`}>{group.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {[...makes].map(([slug, group]) => (
        <section key={slug} id={`make-${slug}`} className={classes.make} aria-labelledby={`make-${slug}-heading`}>
          <h2 id={`make-${slug}-heading`}>
            <Link to={paths.vehicle({ make: slug })}>{group.name}</Link>
          </h2>
          <table className={classes.table}>
            <caption className="visually-hidden">{group.name} vehicles with tunes</caption>
            <thead>
              <tr>
                <th scope="col">Vehicle</th>
                <th scope="col">Engine</th>
                <th scope="col" className={classes.number}>
                  Tunes
                </th>
                <th scope="col" className={classes.number}>
                  From
                </th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.href}>
                  <th scope="row">
                    <Link to={row.href}>
                      {row.year} {row.model_name}
                    </Link>
                  </th>
                  <td>{row.engine_name}</td>
                  <td className={classes.number}>{row.tune_count}</td>
                  <td className={classes.number}>{row.from_price ? formatMoney(row.from_price) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  )
}
