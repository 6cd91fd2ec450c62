import { vehiclePath } from '@shop/domain/catalog'
import type { VehicleSlugs } from './catalog-api'

/** The vehicle page of a (partial) vehicle (the domain's path rule). */
export const vehicleHref = (slugs: VehicleSlugs) => vehiclePath(slugs)
