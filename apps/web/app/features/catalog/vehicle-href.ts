import { paths } from '@shop/domain/paths'
import type { VehicleSlugs } from './api/catalog-api'

/** The vehicle page of a (partial) vehicle (the href builder's). */
export const vehicleHref = (slugs: VehicleSlugs) => paths.vehicle(slugs)
