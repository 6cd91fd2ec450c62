/** The three kinds of tune credits (SPEC §3 split ECU/TCU/AWD credits). */
export const TUNE_CREDIT_KINDS = ['ecu', 'tcu', 'awd'] as const
export type TuneCreditKind = (typeof TUNE_CREDIT_KINDS)[number]

export const TUNE_CREDIT_LABELS: Record<TuneCreditKind, string> = { ecu: 'ECU', tcu: 'TCU', awd: 'AWD' }

/** The ledger account kind holding a customer's credits of one kind, e.g. `tune-credits-ecu`. */
export const tuneCreditAccountKind = (kind: TuneCreditKind) => `tune-credits-${kind}` as const
/** The ledger unit of one credit kind: credits of different kinds never balance against each other. */
export const tuneCreditUnit = (kind: TuneCreditKind) => `credit-${kind}` as const

/** The shop's side of credits: issued (claimed codes come from here) and redeemed (applied credits go here). */
export const TUNE_CREDIT_SYSTEM_ACCOUNTS = {
  issued: (kind: TuneCreditKind) => `tune-credits-${kind}-issued` as const,
  redeemed: (kind: TuneCreditKind) => `tune-credits-${kind}-redeemed` as const,
}

/** Credits of each kind, whole numbers ≥ 0. */
export type CreditAmounts = Record<TuneCreditKind, number>
export const NO_CREDITS: CreditAmounts = { ecu: 0, tcu: 0, awd: 0 }

/** Most codes one dealer invoice issues, and most credits of one kind on one code. */
export const MAX_CODES_PER_INVOICE = 50
export const MAX_CREDITS_PER_CODE = 10

/**
 * Price of one credit per kind and store currency, in minor units (decision 0042): what a dealer pays
 * for codes; the same tune bought outright costs more.
 */
export const TUNE_CREDIT_PRICES: Record<string, CreditAmounts> = {
  USD: { ecu: 39_900, tcu: 29_900, awd: 19_900 },
  CAD: { ecu: 54_900, tcu: 40_900, awd: 27_900 },
  EUR: { ecu: 36_900, tcu: 27_900, awd: 18_900 },
  GBP: { ecu: 32_900, tcu: 24_900, awd: 16_900 },
}
