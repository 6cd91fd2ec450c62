import { NO_CREDITS, TUNE_CREDIT_KINDS, type CreditAmounts, type TuneCreditKind } from './tune-credits.constants'

/** What the credit rule needs to know of a catalog tune (SPEC §3 give_split_credits, split_*_credit_amt). */
export type CreditTune = {
  id: number
  /** ECU for engine tunes, TCU for transmission tunes, AWD for tunes of an AWD tune type. */
  kind: TuneCreditKind
  isStock: boolean
  /** An add-on is bought with a main tune of its kind and takes no credit of its own. */
  optional: boolean
  giveSplitCredits: boolean
  splitEcuCreditAmt: number
  splitTcuCreditAmt: number
  splitAwdCreditAmt: number
}

export type CreditsForTunes = { ok: true; credits: CreditAmounts } | { ok: false; reason: 'stock-tune'; tuneId: number }

/**
 * The credits paying for chosen tunes takes (decision 0042): a tune with give_split_credits takes its split
 * ECU/TCU/AWD amounts; any other main tune takes one credit of its own kind; add-ons take none. A stock tune
 * cannot be bought. The same tune listed twice counts once.
 */
export function creditsForTunes(tunes: readonly CreditTune[]): CreditsForTunes {
  const credits: CreditAmounts = { ...NO_CREDITS }
  const seen = new Set<number>()
  for (const tune of tunes) {
    if (tune.isStock) return { ok: false, reason: 'stock-tune', tuneId: tune.id }
    if (seen.has(tune.id)) continue
    seen.add(tune.id)
    if (tune.giveSplitCredits) {
      credits.ecu += Math.max(0, tune.splitEcuCreditAmt)
      credits.tcu += Math.max(0, tune.splitTcuCreditAmt)
      credits.awd += Math.max(0, tune.splitAwdCreditAmt)
    } else if (!tune.optional) {
      credits[tune.kind] += 1
    }
  }
  return { ok: true, credits }
}

/** Whether any kind is above zero. */
export const hasCredits = (credits: CreditAmounts) => TUNE_CREDIT_KINDS.some((kind) => credits[kind] > 0)
