import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { ContentHtml } from '../../components/ui/content/content-html'
import type { Schema } from '../../lib/api-client'
import { PageSection, PageView, pageStyles as styles, type PageContent } from './page-view'

// The generated type reads the nullable page oddly (an intersection): the page is a plain page or null.
type ToolChart = Omit<Schema<'ToolChart'>, 'page'> & { page: PageContent | null }

/**
 * A tool's compatibility chart (SPEC §2 /tcc/{id}/): staff's page when written, then what the catalog says — the
 * vehicles whose tunes it flashes by make, where it may not be used and why, and the tune kinds it never flashes.
 */
export function ToolChartView({ chart }: { chart: ToolChart }) {
  const { tool, page, makes, restrictions, rules } = chart
  const vehicles = makes.reduce((sum, make) => sum + make.vehicles.length, 0)
  return (
    <PageView page={page} title={`${tool.name} compatibility chart`} html={false}>
      {page ? <ContentHtml html={page.html} /> : null}
      <PageSection title={page ? `What the ${tool.name} flashes` : 'What it flashes'} wide>
        <p className={`${styles.note} ${styles.measure}`}>
          {vehicles === 0
            ? `No tune in the catalog lists the ${tool.name} yet.`
            : `${vehicles} ${vehicles === 1 ? 'engine' : 'engines'} of ${makes.length} ${makes.length === 1 ? 'make' : 'makes'} have tunes the ${tool.name} flashes.`}{' '}
          Buy it for {formatMoney(tool.price)}
          {tool.rent_price ? ` or rent it for ${formatMoney(tool.rent_price)}` : ''}.{' '}
          <Link to={paths.product(tool.product_slug)}>See the {tool.name}</Link>
        </p>
        {makes.length > 0 ? (
          <ul className={styles.makes}>
            {makes.map((make) => (
              <li key={make.slug}>
                <h3>{make.name}</h3>
                <ul className={styles.vehicles}>
                  {make.vehicles.map((vehicle) => (
                    <li key={`${vehicle.model_slug}-${vehicle.year}-${vehicle.engine_slug}`}>
                      <Link
                        to={paths.vehicle({
                          make: vehicle.make_slug,
                          year: vehicle.year,
                          model: vehicle.model_slug,
                          engine: vehicle.engine_slug,
                        })}
                      >
                        {vehicle.model} ({vehicle.year}) {vehicle.engine}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : null}
      </PageSection>
      {restrictions.length > 0 ? (
        <PageSection title="Where it cannot be used">
          <ul className={styles.plain}>
            {restrictions.map((restriction) => (
              <li key={`${restriction.vehicle}-${restriction.reason}`}>
                <strong>{restriction.vehicle}</strong>: {restriction.reason}
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
      {rules.length > 0 ? (
        <PageSection title="What it never flashes">
          <ul className={styles.plain}>
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </PageSection>
      ) : null}
    </PageView>
  )
}
