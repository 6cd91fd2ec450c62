import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { catalogTool } from '../schema/catalog'
import {
  storeConversionRate,
  storeDiscountCode,
  storeDiscountCodeAmount,
  storeOptionSelection,
  storeOptionSelectionPrice,
  storeProduct,
  storeProductOption,
  storeProductPrice,
  storeSale,
  storeStockLevel,
  storeStockLocation,
} from '../schema/store'
import { pricesFor } from './catalog/build-catalog'
import { CURRENCY_RATES, TOOLS } from './catalog/tools'

type Kind = 'flash-tool' | 'cable' | 'accessory' | 'merch'
type OptionSpec = { name: string; selections: [name: string, usdAddition: number][] }
type ProductSpec = {
  slug: string
  name: string
  subtext: string
  description: string
  category: 'flash-tools' | 'cables' | 'accessories' | 'merch'
  kind: Kind
  compatType?: 'FZPRO' | 'FLASHZILLAV3'
  /** The catalog tool this product is (its price is the tool's). */
  tool?: string
  /** Whole US dollars; the other currencies are derived like the catalog's prices. */
  usd?: number
  weightGrams: number
  options?: OptionSpec[]
  /** Units on hand at costa-mesa, toronto, rotterdam. */
  stock: [number, number, number]
}

const toolPrice = (slug: string) => TOOLS.find((tool) => tool.slug === slug)!.price

/** The demo store: flash tools matching the catalog tools, cables, accessories and merchandise. */
export const PRODUCTS: ProductSpec[] = [
  {
    slug: 'fz3-flash-tool',
    name: 'FlashZilla V3 (FZ3)',
    subtext: 'OBD-II flash tool: read, flash and log. Wi-Fi updates.',
    description:
      'The FZ3 reads your ECU, flashes our tunes over the OBD-II port and records data logs for your tuner. It stays paired to your vehicle, checks for tune revisions over Wi-Fi and can put the stock file back at any time.\n\nIn the box: the FZ3, a 1.5 m OBD-II cable, a USB-C cable and a quick-start card.',
    category: 'flash-tools',
    kind: 'flash-tool',
    compatType: 'FLASHZILLAV3',
    tool: 'fz3',
    weightGrams: 640,
    options: [
      {
        name: 'Connectivity',
        selections: [
          ['USB-C only', 0],
          ['USB-C + Wi-Fi dongle', 49],
        ],
      },
      {
        name: 'OBD cable length',
        selections: [
          ['1.5 m', 0],
          ['3 m', 12],
        ],
      },
    ],
    stock: [42, 18, 25],
  },
  {
    slug: 'fzl-lite-flash-tool',
    name: 'FlashZilla Lite (FZL)',
    subtext: 'Pocket-size flash tool for one vehicle, USB-C.',
    description:
      'The FZL flashes the tunes of one vehicle over OBD-II and logs the basics. It is married to the first vehicle it flashes; a second vehicle needs a licence transfer through support.',
    category: 'flash-tools',
    kind: 'flash-tool',
    compatType: 'FLASHZILLAV3',
    tool: 'fzl',
    weightGrams: 220,
    options: [
      {
        name: 'Colour',
        selections: [
          ['Graphite', 0],
          ['Signal red', 0],
        ],
      },
    ],
    stock: [3, 0, 9],
  },
  {
    slug: 'obd-bench-flash-cable',
    name: 'FZPRO bench flash kit',
    subtext: 'Flash a removed ECU on the bench from a 12 V supply.',
    description:
      'For control units that cannot be flashed over OBD-II: the kit powers the ECU on the bench and connects to its boot pins. Includes the harness, pin probes and a bench power lead.',
    category: 'flash-tools',
    kind: 'flash-tool',
    compatType: 'FZPRO',
    tool: 'fzpro-bench',
    weightGrams: 1450,
    options: [
      {
        name: 'Harness',
        selections: [
          ['OBD and bench', 0],
          ['OBD, bench and boot pins', 79],
        ],
      },
    ],
    stock: [6, 2, 4],
  },
  {
    slug: 'fzpro-tcu-harness',
    name: 'FZPRO TCU bench harness',
    subtext: 'Bench harness for DSG and automatic transmission control units.',
    description:
      'Connects the FZPRO to a removed transmission control unit (DQ250, DQ381, ZF 8HP and others) so the TCU tune can be written on the bench.',
    category: 'flash-tools',
    kind: 'flash-tool',
    compatType: 'FZPRO',
    tool: 'fzpro-tcu-harness',
    weightGrams: 780,
    stock: [0, 0, 0],
  },
  {
    slug: 'fz3-pro-dealer-kit',
    name: 'FZ3 dealer kit',
    subtext: 'Three FZ3 tools, a carry case and a battery maintainer.',
    description:
      'Everything a dealer workshop needs to flash customer vehicles every day: three FZ3 tools, the carry case and a 25 A battery maintainer.',
    category: 'flash-tools',
    kind: 'flash-tool',
    compatType: 'FLASHZILLAV3',
    usd: 1799,
    weightGrams: 4300,
    stock: [5, 1, 2],
  },
  {
    slug: 'obd-extension-cable',
    name: 'OBD-II extension cable',
    subtext: 'Reach the driver’s seat from any OBD port.',
    description: 'A shielded 16-pin OBD-II extension with a right-angle plug for ports tucked behind trim.',
    category: 'cables',
    kind: 'cable',
    usd: 24,
    weightGrams: 180,
    options: [
      {
        name: 'Length',
        selections: [
          ['1.5 m', 0],
          ['3 m', 8],
          ['5 m', 15],
        ],
      },
    ],
    stock: [120, 40, 60],
  },
  {
    slug: 'usb-c-data-cable',
    name: 'USB-C data cable',
    subtext: 'Braided USB-C to USB-A / USB-C, 2 m.',
    description: 'A spare braided data cable for the FZ3 and FZL, rated for 10,000 bends.',
    category: 'cables',
    kind: 'cable',
    usd: 15,
    weightGrams: 60,
    options: [
      {
        name: 'Other end',
        selections: [
          ['USB-A', 0],
          ['USB-C', 2],
        ],
      },
    ],
    stock: [200, 80, 90],
  },
  {
    slug: 'obd-y-splitter-cable',
    name: 'OBD-II Y-splitter',
    subtext: 'Flash tool and gauge on one port.',
    description: 'Keeps a plugged-in gauge or logger running while the flash tool is connected.',
    category: 'cables',
    kind: 'cable',
    usd: 19,
    weightGrams: 90,
    stock: [35, 12, 0],
  },
  {
    slug: 'bench-power-lead',
    name: '12 V bench power lead',
    subtext: 'Fused lead with crocodile clips for bench flashing.',
    description: 'A 5 A fused lead from a bench supply or battery to the bench flash harness.',
    category: 'cables',
    kind: 'cable',
    usd: 39,
    weightGrams: 240,
    stock: [22, 5, 14],
  },
  {
    slug: 'can-breakout-cable',
    name: 'CAN breakout cable',
    subtext: 'Banana-plug breakout of CAN-H, CAN-L and power.',
    description: 'For diagnosing communication problems before a flash: every OBD-II pin on a labelled plug.',
    category: 'cables',
    kind: 'cable',
    usd: 59,
    weightGrams: 210,
    stock: [4, 0, 3],
  },
  {
    slug: 'battery-maintainer',
    name: '25 A battery maintainer',
    subtext: 'Keeps the voltage steady during long flashes.',
    description:
      'A flash can take 20 minutes with the ignition on. The maintainer holds the battery at 13.5 V so the control unit never browns out mid-write.',
    category: 'accessories',
    kind: 'accessory',
    usd: 129,
    weightGrams: 2100,
    options: [
      {
        name: 'Plug',
        selections: [
          ['US (Type A/B)', 0],
          ['EU (Type F)', 0],
          ['UK (Type G)', 0],
        ],
      },
    ],
    stock: [15, 7, 11],
  },
  {
    slug: 'tesla-model-3-power-module',
    name: 'Tesla Model 3 power module',
    subtext: 'Plug-in module: quicker response, selectable modes.',
    description:
      'Sits between the accelerator pedal and the drive unit controller and sharpens the response in three selectable modes. Removes without a trace.',
    category: 'accessories',
    kind: 'accessory',
    usd: 399,
    weightGrams: 350,
    stock: [9, 3, 6],
  },
  {
    slug: 'tesla-model-y-power-module',
    name: 'Tesla Model Y power module',
    subtext: 'Plug-in module for the Model Y, three modes.',
    description: 'The Model 3 module’s sibling, with the Model Y’s connector and calibration.',
    category: 'accessories',
    kind: 'accessory',
    usd: 399,
    weightGrams: 350,
    stock: [7, 2, 5],
  },
  {
    slug: 'ev-throttle-response-module',
    name: 'EV throttle response module',
    subtext: 'Pedal response module for most electric vehicles.',
    description: 'A pedal-signal module for electric vehicles, with an app to choose among nine response curves.',
    category: 'accessories',
    kind: 'accessory',
    usd: 249,
    weightGrams: 300,
    stock: [12, 4, 8],
  },
  {
    slug: 'tool-carry-case',
    name: 'Hard carry case',
    subtext: 'Foam-lined case for a flash tool and its cables.',
    description: 'Water-resistant case with cut foam for the FZ3 or FZL, two cables and the quick-start card.',
    category: 'accessories',
    kind: 'accessory',
    usd: 35,
    weightGrams: 900,
    stock: [40, 15, 20],
  },
  {
    slug: 'bench-flash-stand',
    name: 'Bench flash stand',
    subtext: 'Holds an ECU and the probes steady on the bench.',
    description: 'An anodised aluminium stand with adjustable arms for the boot-pin probes.',
    category: 'accessories',
    kind: 'accessory',
    usd: 89,
    weightGrams: 1600,
    stock: [2, 0, 1],
  },
  {
    slug: 'shop-t-shirt',
    name: 'Dyno curve T-shirt',
    subtext: 'Heavy cotton with a dyno-curve print on the back.',
    description: '220 g/m² organic cotton, printed in California.',
    category: 'merch',
    kind: 'merch',
    usd: 29,
    weightGrams: 250,
    options: [
      {
        name: 'Size',
        selections: [
          ['S', 0],
          ['M', 0],
          ['L', 0],
          ['XL', 0],
          ['XXL', 3],
        ],
      },
    ],
    stock: [80, 30, 45],
  },
  {
    slug: 'dyno-day-hoodie',
    name: 'Dyno day hoodie',
    subtext: 'Brushed fleece hoodie for cold workshop mornings.',
    description: 'Heavyweight fleece, kangaroo pocket, embroidered logo.',
    category: 'merch',
    kind: 'merch',
    usd: 59,
    weightGrams: 700,
    options: [
      {
        name: 'Size',
        selections: [
          ['S', 0],
          ['M', 0],
          ['L', 0],
          ['XL', 0],
          ['XXL', 5],
        ],
      },
    ],
    stock: [25, 10, 12],
  },
  {
    slug: 'shop-cap',
    name: 'Snapback cap',
    subtext: 'Embroidered logo, one size.',
    description: 'Structured six-panel cap with a flat brim.',
    category: 'merch',
    kind: 'merch',
    usd: 24,
    weightGrams: 120,
    stock: [60, 20, 30],
  },
  {
    slug: 'sticker-pack',
    name: 'Sticker pack',
    subtext: 'Six weatherproof vinyl stickers.',
    description: 'Die-cut vinyl, UV-resistant, for toolboxes and rear windows.',
    category: 'merch',
    kind: 'merch',
    usd: 6,
    weightGrams: 30,
    stock: [500, 200, 300],
  },
  {
    slug: 'garage-mug',
    name: 'Garage mug',
    subtext: 'Enamel mug that survives the workbench.',
    description: 'Enamelled steel, 350 ml.',
    category: 'merch',
    kind: 'merch',
    usd: 18,
    weightGrams: 280,
    stock: [70, 25, 0],
  },
  {
    slug: 'boost-gauge-keychain',
    name: 'Boost gauge keychain',
    subtext: 'A tiny boost gauge for your keys.',
    description: 'Die-cast zinc keychain with a spinning needle.',
    category: 'merch',
    kind: 'merch',
    usd: 12,
    weightGrams: 40,
    stock: [150, 50, 80],
  },
]

export const STOCK_LOCATIONS = [
  { slug: 'costa-mesa', name: 'Costa Mesa, California', country: 'US', position: 0 },
  { slug: 'toronto', name: 'Toronto, Ontario', country: 'CA', position: 1 },
  { slug: 'rotterdam', name: 'Rotterdam, Netherlands', country: 'NL', position: 2 },
]

/** Conversion rates between the demo currencies, from the rates the demo prices are derived with. */
export function conversionRates(): { currencyFrom: string; currencyTo: string; rate: string }[] {
  const rows = []
  for (const [from, fromRate] of Object.entries(CURRENCY_RATES)) {
    for (const [to, toRate] of Object.entries(CURRENCY_RATES)) {
      if (from !== to) rows.push({ currencyFrom: from, currencyTo: to, rate: (toRate / fromRate).toFixed(8) })
    }
  }
  return rows
}

/** Seeds the store after the catalog (products point at catalog tools). */
export async function seedStore(tx: Db, at: Date): Promise<void> {
  const locations = await tx.insert(storeStockLocation).values(STOCK_LOCATIONS).returning({ id: storeStockLocation.id })
  const tools = await tx.select({ id: catalogTool.id, slug: catalogTool.slug }).from(catalogTool)
  const toolId = new Map(tools.map((tool) => [tool.slug, tool.id]))

  for (const [position, spec] of PRODUCTS.entries()) {
    const [product] = await tx
      .insert(storeProduct)
      .values({
        slug: spec.slug,
        name: spec.name,
        subtext: spec.subtext,
        description: spec.description,
        category: spec.category,
        kind: spec.kind,
        compatType: spec.compatType ?? null,
        catalogToolId: spec.tool ? (toolId.get(spec.tool) ?? null) : null,
        images: [
          { src: `/images/products/${spec.slug}.svg`, alt: spec.name },
          { src: `/images/products/${spec.slug}-box.svg`, alt: `${spec.name}, packaging` },
        ],
        weightGrams: spec.weightGrams,
        position,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: storeProduct.id })
    const productId = product!.id
    const usd = spec.tool ? toolPrice(spec.tool) : spec.usd!
    await tx
      .insert(storeProductPrice)
      .values(Object.entries(pricesFor(usd)).map(([currency, amountMinor]) => ({ productId, currency, amountMinor })))
    for (const [optionPosition, option] of (spec.options ?? []).entries()) {
      const [row] = await tx
        .insert(storeProductOption)
        .values({ productId, name: option.name, position: optionPosition })
        .returning({ id: storeProductOption.id })
      for (const [selectionPosition, [name, addition]] of option.selections.entries()) {
        const [selection] = await tx
          .insert(storeOptionSelection)
          .values({ optionId: row!.id, name, position: selectionPosition })
          .returning({ id: storeOptionSelection.id })
        await tx.insert(storeOptionSelectionPrice).values(
          Object.entries(pricesFor(addition)).map(([currency, amountMinor]) => ({
            selectionId: selection!.id,
            currency,
            amountMinor,
          })),
        )
      }
    }
    await tx.insert(storeStockLevel).values(
      spec.stock.map((quantityOnHand, i) => ({
        productId,
        locationId: locations[i]!.id,
        quantityOnHand,
        updatedAt: at,
      })),
    )
  }

  await tx.insert(storeConversionRate).values(conversionRates().map((row) => ({ ...row, updatedAt: at })))

  // A long-running demo sale (no countdown until its last 48 hours) and its automatic code.
  await tx.insert(storeSale).values({
    type: 'holiday',
    amount: 15,
    amountType: 'percent',
    name: 'Winter Tune-Up Sale',
    description: 'on flash tools, cables and accessories',
    code: 'WINTER15',
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2036-01-01T00:00:00Z'),
    countdown: true,
    createdAt: at,
    updatedAt: at,
  })
  const [fz3] = await tx
    .select({ id: storeProduct.id })
    .from(storeProduct)
    .where(eq(storeProduct.slug, 'fz3-flash-tool'))
  const codes = await tx
    .insert(storeDiscountCode)
    .values([
      { code: 'WINTER15', kind: 'percent', percent: 15, automatic: true, createdAt: at, updatedAt: at },
      // Hidden (hcodes): applied at checkout, never shown.
      {
        code: 'MERCH10',
        kind: 'percent',
        percent: 10,
        automatic: true,
        hidden: true,
        category: 'merch',
        createdAt: at,
        updatedAt: at,
      },
      // Typed at checkout: $50 (or its equivalent) off an FZ3.
      { code: 'FZ3BUNDLE', kind: 'amount', productId: fz3!.id, createdAt: at, updatedAt: at },
    ])
    .returning({ id: storeDiscountCode.id, code: storeDiscountCode.code })
  const bundle = codes.find((c) => c.code === 'FZ3BUNDLE')!
  await tx
    .insert(storeDiscountCodeAmount)
    .values(
      Object.entries(pricesFor(50)).map(([currency, amountMinor]) => ({ codeId: bundle.id, currency, amountMinor })),
    )
}
