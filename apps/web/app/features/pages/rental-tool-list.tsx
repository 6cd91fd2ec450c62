import type { Tool } from '@shop/domain/catalog'
import { RENTAL_DAYS } from '@shop/domain/catalog-purchase'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { PageSection, pageStyles as styles } from './page-view'

/**
 * The catalog's rentable flash tools under /loaner-tools and /rentaltools: the rent for the rental period, the
 * install fee and the price to buy; renting is chosen on a vehicle's page with its tune (SPEC §9: a rental applies
 * to a single-tool combination), buying on the tool's product page.
 */
export function RentalToolList({ tools }: { tools: Tool[] }) {
  return (
    <PageSection title="Tools you can rent now">
      {tools.length === 0 ? (
        <p className={styles.note}>
          Every rental tool is out right now. Buy one from the store, or open a ticket and we tell you when one is back.
        </p>
      ) : (
        <>
          <p className={styles.note}>
            Pick your vehicle and its tune, then tick “Rent it instead” under the flash tool it needs. The tool is yours
            for {RENTAL_DAYS} days from delivery.
          </p>
          <ul className={styles.cards}>
            {tools.map((tool) => (
              <li key={tool.id} className={styles.card}>
                <h3>{tool.name}</h3>
                <span className={styles.price}>
                  {tool.rent_price ? formatMoney(tool.rent_price) : '—'}
                  <span className={styles.facts}> for {RENTAL_DAYS} days</span>
                </span>
                <p className={styles.facts}>
                  Buy it for {formatMoney(tool.price)}
                  {tool.install_fee.amount_minor > 0 ? ` · install fee ${formatMoney(tool.install_fee)}` : ''}
                </p>
                <div className={styles.actions}>
                  <Link className="ts-button" to={paths.catalog()}>
                    Rent it with a tune
                  </Link>
                  <Link className="ts-button" data-variant="light" to={paths.product(tool.product_slug)}>
                    Buy it
                  </Link>
                  <Link to={paths.toolChart(tool.id)}>What it flashes</Link>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageSection>
  )
}
