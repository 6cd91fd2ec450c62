import { RENTAL_DAYS, RENTAL_TERMS, type RentalTool } from '@shop/domain/catalog-purchase'
import type { AppDeps } from '../../http/app-env'
import { notFound } from '../../http/app-error'
import * as catalog from '../catalog/catalog.service'

/** The rental terms and price of a rentable flash tool in one currency; any other tool is not found. */
export async function rentalTool(deps: AppDeps, id: number, currency: string): Promise<RentalTool> {
  const tools = await catalog.listTools(deps.db, currency)
  const tool = tools.data.find((candidate) => candidate.id === id)
  if (!tool || !tool.is_rentable || tool.rent_price === null) throw notFound('This rental tool')
  return {
    id: tool.id,
    slug: tool.slug,
    name: tool.name,
    currency,
    rent_price: tool.rent_price,
    install_fee: tool.install_fee,
    price: tool.price,
    rental_days: RENTAL_DAYS,
    terms: [...RENTAL_TERMS],
  }
}
