import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import {
  DEALER_LOCATOR_LIMIT,
  DEALER_TOOL_DISCOUNT_PERCENT,
  dealerToolPrice,
  distanceUnitOf,
  type DealersNearby,
  type DealersNearbyQuery,
  type DealerToolOffers,
} from '@shop/domain/dealer-applications'
import type { RegionId } from '@shop/domain/site'
import { organization } from '../../db/schema/auth'
import { catalogToolPrice } from '../../db/schema/catalog'
import { dealerProfile, dealerSpecialization, dealerSpecializationOf } from '../../db/schema/dealers'
import { storeProduct, storeProductPrice } from '../../db/schema/store'
import type { AppDeps } from '../../http/app-env'
import { validationFailed } from '../../http/app-error'
import * as repo from './dealer-applications.repository'

// The public side of the dealer programme (issue 25 item 5): the locator (/dealers) and what dealers get
// (/dealertools).

const EARTH_RADIUS_KM = 6371

/**
 * The nearest active dealers to a search (an address or a postal code, located by the geocoder), their distance
 * computed in SQL (haversine on the profile's latitude and longitude), at most DEALER_LOCATOR_LIMIT, optionally
 * of one specialization. A search the geocoder cannot place is a 422 on `q`.
 */
export async function dealersNearby(
  deps: AppDeps,
  query: DealersNearbyQuery,
  region: RegionId | null,
): Promise<DealersNearby> {
  const place = await deps.geocoder.locate(query.q)
  if (!place) throw validationFailed({ q: ['We could not find that place: try a postal code or a city.'] })
  const lat = place.latitude
  const lng = place.longitude
  const distance = sql<number>`(${EARTH_RADIUS_KM} * 2 * asin(sqrt(
      power(sin(radians(${dealerProfile.latitude} - ${lat}::double precision) / 2), 2)
      + cos(radians(${lat}::double precision)) * cos(radians(${dealerProfile.latitude}))
      * power(sin(radians(${dealerProfile.longitude} - ${lng}::double precision) / 2), 2))))`
  const ofSpecialization = query.specialization
    ? sql`exists (select 1 from ${dealerSpecializationOf} join ${dealerSpecialization} on ${dealerSpecialization.id} = ${dealerSpecializationOf.specializationId} where ${dealerSpecializationOf.organizationId} = ${dealerProfile.organizationId} and ${dealerSpecialization.slug} = ${query.specialization})`
    : undefined
  const rows = await deps.db
    .select({
      id: organization.id,
      slug: organization.slug,
      name: organization.name,
      city: dealerProfile.city,
      state: dealerProfile.state,
      postalCode: dealerProfile.postalCode,
      phone: dealerProfile.phone,
      website: dealerProfile.website,
      distanceKm: distance.as('distance_km'),
    })
    .from(dealerProfile)
    .innerJoin(organization, eq(organization.id, dealerProfile.organizationId))
    .where(and(eq(dealerProfile.status, 'active'), isNotNull(dealerProfile.latitude), ofSpecialization))
    .orderBy(sql`distance_km`, asc(organization.name))
    .limit(DEALER_LOCATOR_LIMIT)
  const specs =
    rows.length === 0
      ? []
      : await deps.db
          .select({
            organizationId: dealerSpecializationOf.organizationId,
            slug: dealerSpecialization.slug,
            name: dealerSpecialization.name,
          })
          .from(dealerSpecializationOf)
          .innerJoin(dealerSpecialization, eq(dealerSpecialization.id, dealerSpecializationOf.specializationId))
          .where(
            inArray(
              dealerSpecializationOf.organizationId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(dealerSpecialization.position))
  return {
    origin: place,
    unit: distanceUnitOf(region ?? 1),
    data: rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      city: row.city,
      state: row.state,
      postal_code: row.postalCode,
      phone: row.phone,
      website: row.website,
      distance_km: Math.round(Number(row.distanceKm) * 10) / 10,
      specializations: specs.filter((spec) => spec.organizationId === row.id).map(({ slug, name }) => ({ slug, name })),
    })),
  }
}

/**
 * What dealers get (/dealertools): every dealer-ownable tool with its retail price (its store product's, else the
 * catalog tool's) and its dealer price (the standard tier's discount), in `currency`; the specializations an
 * application may name.
 */
export async function dealerToolOffers(deps: AppDeps, currency: string): Promise<DealerToolOffers> {
  const tools = await repo.ownableTools(deps.db)
  const ids = tools.map((tool) => tool.id)
  const [productPrices, toolPrices, specs] = await Promise.all([
    tools.length === 0
      ? []
      : deps.db
          .select({ slug: storeProduct.slug, amount: storeProductPrice.amountMinor })
          .from(storeProduct)
          .innerJoin(storeProductPrice, eq(storeProductPrice.productId, storeProduct.id))
          .where(
            and(
              inArray(
                storeProduct.slug,
                tools.map((tool) => tool.productSlug),
              ),
              eq(storeProductPrice.currency, currency),
            ),
          ),
    ids.length === 0
      ? []
      : deps.db
          .select({
            toolId: catalogToolPrice.toolId,
            price: catalogToolPrice.price,
            installFee: catalogToolPrice.installFee,
          })
          .from(catalogToolPrice)
          .where(and(inArray(catalogToolPrice.toolId, ids), eq(catalogToolPrice.currency, currency))),
    repo.specializations(deps.db),
  ])
  return {
    currency,
    discount_percent: DEALER_TOOL_DISCOUNT_PERCENT.standard,
    tools: tools.map((tool) => {
      const toolPrice = toolPrices.find((price) => price.toolId === tool.id)
      const retail = Number(
        productPrices.find((price) => price.slug === tool.productSlug)?.amount ?? toolPrice?.price ?? 0,
      )
      return {
        id: tool.id,
        name: tool.name,
        product_slug: tool.productSlug,
        retail_minor: retail,
        dealer_minor: dealerToolPrice(retail),
        install_fee_minor: Number(toolPrice?.installFee ?? 0),
      }
    }),
    specializations: specs,
  }
}
