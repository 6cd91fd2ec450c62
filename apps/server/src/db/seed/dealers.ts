import type { Db } from '../client'
import { dealerProfile } from '../schema/dealers'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The demo dealers' companies (issue 25): Redline in Reno, the one the demo accounts work for, and Apex in Denver,
 * the other dealer whose data Redline's members must never see. Coordinates are the cities' centres: the locator
 * finds Redline from a Reno postal code.
 */
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
}
