import { vehiclePath, type VehicleListEntry } from '@shop/domain/catalog'

const MAX_RESULTS = 40

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9.]+/g, ' ')

/**
 * The vehicles a free-text search (`/catalog?q=2019 golf gti`, the home page's search) names: every word must
 * appear in the vehicle's year, make, model or engine; words may be glued ("golfgti" does not match, "golf gti" does).
 */
export function searchVehicles(vehicles: readonly VehicleListEntry[], q: string) {
  const words = normalise(q).split(' ').filter(Boolean)
  if (words.length === 0) return []
  return vehicles
    .filter((vehicle) => {
      const text = ` ${normalise(`${vehicle.year} ${vehicle.make_name} ${vehicle.make} ${vehicle.model_name} ${vehicle.engine_name}`)} `
      return words.every((word) => text.includes(word))
    })
    .slice(0, MAX_RESULTS)
    .map((vehicle) => ({ ...vehicle, href: vehiclePath(vehicle) }))
}
