import type { Db } from '../client'
import { inArray } from 'drizzle-orm'
import { catalogTool } from '../schema/catalog'
import { dealerProfile, dealerSpecialization, dealerSpecializationOf, dealerTool } from '../schema/dealers'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The demo dealers' companies (issue 25): Redline in Reno, the one the demo accounts work for, and Apex in Denver,
 * the other dealer whose data Redline's members must never see. Coordinates are the cities' centres: the locator
 * finds Redline from a Reno postal code.
 */
/** What a dealer may be known for: the locator's filter and the application's choices. */
export const DEMO_SPECIALIZATIONS = [
  { slug: 'ecu-tuning', name: 'ECU tuning' },
  { slug: 'tcu-tuning', name: 'Transmission tuning' },
  { slug: 'dyno', name: 'Dyno testing' },
  { slug: 'installs', name: 'Installs and flashing' },
  { slug: 'diesel', name: 'Diesel' },
  { slug: 'european', name: 'European makes' },
  { slug: 'track', name: 'Track and race preparation' },
]

export async function seedDealers(tx: Tx, at: Date) {
  await tx.insert(dealerProfile).values([
    {
      organizationId: '00000000-0000-4000-8000-0000000000d1',
      legalName: 'Redline Performance LLC',
      taxId: '88-1234567',
      email: 'shop@redline-performance.example',
      phone: '+1 775 555 0190',
      website: 'https://redline-performance.example',
      line1: '4410 Industrial Way',
      city: 'Reno',
      state: 'NV',
      postalCode: '89502',
      countryCode: 'US',
      latitude: 39.4986,
      longitude: -119.7783,
      priceTier: 'preferred',
      approvedAt: at,
      createdAt: at,
      updatedAt: at,
    },
    {
      organizationId: '00000000-0000-4000-8000-0000000000d2',
      legalName: 'Apex Motorsport Inc.',
      taxId: '84-7654321',
      email: 'hello@apex-motorsport.example',
      phone: '+1 303 555 0111',
      website: 'https://apex-motorsport.example',
      line1: '1550 Wazee St',
      city: 'Denver',
      state: 'CO',
      postalCode: '80202',
      countryCode: 'US',
      latitude: 39.7525,
      longitude: -104.9995,
      priceTier: 'standard',
      approvedAt: at,
      createdAt: at,
      updatedAt: at,
    },
  ])
  const specializations = await tx
    .insert(dealerSpecialization)
    .values(DEMO_SPECIALIZATIONS.map((spec, position) => ({ ...spec, position })))
    .returning({ id: dealerSpecialization.id, slug: dealerSpecialization.slug })
  const idOf = (slug: string) => specializations.find((spec) => spec.slug === slug)!.id
  await tx.insert(dealerSpecializationOf).values([
    ...['ecu-tuning', 'tcu-tuning', 'dyno', 'installs'].map((slug) => ({
      organizationId: '00000000-0000-4000-8000-0000000000d1',
      specializationId: idOf(slug),
    })),
    ...['ecu-tuning', 'european', 'track'].map((slug) => ({
      organizationId: '00000000-0000-4000-8000-0000000000d2',
      specializationId: idOf(slug),
    })),
  ])
  // The tools they own: whatever flash tools the catalog seeded as dealer-ownable.
  const tools = await tx
    .select({ id: catalogTool.id, slug: catalogTool.slug })
    .from(catalogTool)
    .where(inArray(catalogTool.slug, ['fz3', 'fzpro-bench']))
  if (tools.length > 0) {
    await tx.insert(dealerTool).values(
      tools.map((tool) => ({
        organizationId: '00000000-0000-4000-8000-0000000000d1',
        toolId: tool.id,
        installFeeMinor: tool.slug === 'fz3' ? 150_00n : 250_00n,
        currency: 'USD',
      })),
    )
  }
}
