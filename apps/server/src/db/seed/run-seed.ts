import { hashPassword } from 'better-auth/crypto'
import type { Db } from '../client'
import { address } from '../schema/accounts'
import { account, member, organization, user } from '../schema/auth'
import { alert, systemSetting } from '../schema/site'
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS, DEMO_PASSWORD } from './demo-accounts'
import { seedCatalog } from './catalog/seed-catalog'
import { seedCatalogPurchases } from './catalog-purchases'
import { seedDealerMoney } from './dealer-money'
import { seedDealers } from './dealers'
import { seedDealerTransfers } from './dealer-transfers'
import { seedFeaturedItems } from './featured-items'
import { seedFzOrders } from './fz-orders'
import { seedStore } from './store'
import { seedStockMovements } from './stock'
import { seedCheckout, seedCheckoutProductIfStoreEmpty } from './checkout'
import { seedRescueSessions, seedTuneCredits } from './tune-credits'
import { seedSignatories } from './signatories'
import type { FileStore } from '../../platform/files/file-store'
import { seedActivity } from './activity'
import { seedTickets } from './tickets'
import { seedPages } from './pages'
import { seedBetaPrograms } from './beta-programs'
import { seedBlog } from './blog'
import { seedNewsletter } from './newsletter'

import { seedSupport } from './support'
import { SEED_KEY } from './seed-key'
/** A fixed moment, so that the demo data is the same on every machine. */
const SEEDED_AT = new Date('2026-01-05T16:00:00Z')

/**
 * Seeds the demo shop once. The marker row is written first in the same transaction, so a second
 * process starting at the same time waits on it and then skips the seed. `today` is the day the last 90 days of
 * orders, requests and page views are counted back from (decision 0095).
 */
export async function seedDemo(db: Db, today: Date, options: { files: FileStore }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(systemSetting)
      .values({ key: SEED_KEY, value: SEEDED_AT.toISOString() })
      .onConflictDoNothing()
      .returning({ key: systemSetting.key })
    if (claimed.length === 0) return false
    // Hashed only when seeding: the password hash takes ~50 MB of memory, for nothing on every later start.
    const passwordHash = await hashPassword(DEMO_PASSWORD)

    await tx.insert(organization).values(DEMO_ORGANIZATIONS.map((org) => ({ ...org, createdAt: SEEDED_AT })))
    for (const demo of DEMO_ACCOUNTS) {
      await tx.insert(user).values({
        id: demo.id,
        email: demo.email,
        name: demo.name,
        emailVerified: true,
        role: demo.role,
        flags: demo.flags,
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      })
      await tx.insert(account).values({
        id: `${demo.id.slice(0, -4)}acc${demo.id.slice(-1)}`,
        accountId: demo.id,
        providerId: 'credential',
        userId: demo.id,
        password: passwordHash,
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      })
      if (demo.membership) {
        await tx.insert(member).values({
          id: `${demo.id.slice(0, -4)}mem${demo.id.slice(-1)}`,
          organizationId: demo.membership.organizationId,
          userId: demo.id,
          role: demo.membership.role,
          createdAt: SEEDED_AT,
        })
      }
    }
    const customer = DEMO_ACCOUNTS[0]!
    await tx.insert(address).values({
      userId: customer.id,
      countryCode: 'US',
      fullName: customer.name,
      line1: '1200 Harbor Blvd',
      line2: 'Suite 4',
      city: 'Costa Mesa',
      state: 'CA',
      postalCode: '92627',
      email: customer.email,
      phone: '+1 714 555 0142',
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    })
    await tx.insert(alert).values([
      {
        type: 'info',
        title: 'Winter shipping schedule',
        body: 'Orders placed after December 18 ship on January 2. Tune files are delivered as usual.',
        createdAt: SEEDED_AT,
      },
    ])
    await seedFeaturedItems(tx, SEEDED_AT)
    await seedCatalog(tx, SEEDED_AT)
    await seedStore(tx, SEEDED_AT)
    // Checkout after the store: its demo product is only added when the store seeded none.
    await seedCheckout(tx, SEEDED_AT)
    await seedCheckoutProductIfStoreEmpty(tx, SEEDED_AT)
    // After every level is seeded: the history opens with a count of each.
    await seedStockMovements(tx, SEEDED_AT)
    await seedCatalogPurchases(tx, SEEDED_AT)
    await seedDealers(tx, SEEDED_AT)
    await seedSignatories(tx, SEEDED_AT, options.files)
    await seedFzOrders(tx)
    await seedDealerTransfers(tx, SEEDED_AT)
    await seedDealerMoney(tx, today)
    await seedTuneCredits(tx, SEEDED_AT)
    await seedRescueSessions(tx, SEEDED_AT)
    await seedActivity(tx, today)
    await seedPages(tx, SEEDED_AT)
    await seedBetaPrograms(tx, SEEDED_AT)
    await seedBlog(tx, SEEDED_AT, today)
    await seedNewsletter(tx, SEEDED_AT)
    await seedSupport(tx, SEEDED_AT)
    await seedTickets(tx, today)
    return true
  })
}
