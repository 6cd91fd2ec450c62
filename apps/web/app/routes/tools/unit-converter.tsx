import { paths } from '@shop/domain/paths'
import { Link } from 'react-router'
import { PageHeader } from '../../components/ui/page-header'
import { UnitConverter } from '../../features/unit-converter/unit-converter'
import classes from '../../features/unit-converter/unit-converter.module.css'
import { pageTitle } from '../../lib/page-title'
import type { Route } from './+types/unit-converter'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Unit converter: hp, kW, Nm, bar, AFR and lambda') },
  {
    name: 'description',
    content:
      'Convert horsepower, kW and PS, lb-ft and Nm, psi, bar and kPa, °F and °C, and air-fuel ratio to lambda for gasoline, E85, diesel and more.',
  },
]

/** SPEC §2 /tools/unit-converter: the figures of a dyno sheet, a datalog or a spec sheet in every unit. */
export default function UnitConverterRoute() {
  return (
    <div className={`ts-container ${classes.page}`}>
      <PageHeader
        title="Unit converter"
        lead={
          <>
            Power, torque, boost and temperatures from a dyno sheet or a datalog in the units you read, and air-fuel
            ratio to lambda for the fuel you run. Compare with our <Link to={paths.dyno()}>dyno results</Link>.
          </>
        }
      />
      <UnitConverter />
    </div>
  )
}
