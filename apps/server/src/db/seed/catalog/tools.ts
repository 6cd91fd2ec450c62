/** The demo flash tools (SPEC §3 Tool), tune types and store-wide compatibility rules. */

export type ToolSpec = {
  slug: string
  name: string
  productSlug: string
  compatType: 'FZPRO' | 'FLASHZILLAV3' | null
  flags: {
    isFz3?: boolean
    isFzl?: boolean
    isBenchflash?: boolean
    isDealerOwnable?: boolean
    isInhouse?: boolean
    isRentable?: boolean
  }
  /** US dollars; the other store currencies are derived. */
  price: number
  rentPrice: number | null
  installFee: number
}

export const TOOLS: ToolSpec[] = [
  {
    slug: 'fz3',
    name: 'FlashZilla V3 (FZ3)',
    productSlug: 'fz3-flash-tool',
    compatType: 'FLASHZILLAV3',
    flags: { isFz3: true, isDealerOwnable: true, isRentable: true },
    price: 549,
    rentPrice: 79,
    installFee: 0,
  },
  {
    slug: 'fzl',
    name: 'FlashZilla Lite (FZL)',
    productSlug: 'fzl-lite-flash-tool',
    compatType: 'FLASHZILLAV3',
    flags: { isFzl: true },
    price: 299,
    rentPrice: null,
    installFee: 0,
  },
  {
    slug: 'fzpro-bench',
    name: 'FZPRO bench flash kit',
    productSlug: 'obd-bench-flash-cable',
    compatType: 'FZPRO',
    flags: { isBenchflash: true, isDealerOwnable: true },
    price: 899,
    rentPrice: null,
    installFee: 150,
  },
  {
    slug: 'fzpro-tcu-harness',
    name: 'FZPRO TCU bench harness',
    productSlug: 'fzpro-tcu-harness',
    compatType: 'FZPRO',
    flags: { isBenchflash: true, isDealerOwnable: true, isRentable: true },
    price: 349,
    rentPrice: 59,
    installFee: 100,
  },
  {
    slug: 'in-house-flash',
    name: 'In-house flash station (dealers)',
    productSlug: 'in-house-flash-service',
    compatType: null,
    flags: { isInhouse: true, isDealerOwnable: true },
    price: 0,
    rentPrice: null,
    installFee: 250,
  },
]

export type TuneTypeSpec = { slug: string; name: string; isAwd?: boolean; isDsg?: boolean; groupName: string }

export const TUNE_TYPES: TuneTypeSpec[] = [
  { slug: 'ecu', name: 'ECU tune', groupName: 'ECU' },
  { slug: 'e85', name: 'E85 flex fuel', groupName: 'ECU' },
  { slug: 'eco', name: 'Eco tune', groupName: 'ECU' },
  { slug: 'tcu', name: 'TCU tune', groupName: 'Transmission' },
  { slug: 'dsg', name: 'DSG tune', isDsg: true, groupName: 'Transmission' },
  { slug: 'awd', name: 'AWD tune', isAwd: true, groupName: 'AWD' },
  { slug: 'add-on', name: 'Add-on', groupName: 'Add-on' },
]

export type GlobalRuleSpec = { tool: string; tuneType: string | null; make: string | null; description: string }

export const GLOBAL_RULES: GlobalRuleSpec[] = [
  { tool: 'fzl', tuneType: 'dsg', make: null, description: 'The FZL cannot flash dual-clutch transmissions.' },
  { tool: 'fzl', tuneType: null, make: 'porsche', description: 'The FZL does not support Porsche control units.' },
  {
    tool: 'fz3',
    tuneType: 'awd',
    make: 'mercedes-benz',
    description: 'The FZ3 cannot write Mercedes-Benz 4MATIC transfer case modules.',
  },
  {
    tool: 'in-house-flash',
    tuneType: null,
    make: 'subaru',
    description: 'In-house flashing is not offered for Subaru.',
  },
]

/** Store currencies and the rates the demo price list was converted at (then rounded to .99). */
export const CURRENCY_RATES: Record<string, number> = { USD: 1, CAD: 1.36, EUR: 0.92, GBP: 0.79 }
