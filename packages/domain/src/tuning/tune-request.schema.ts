import { z } from 'zod'

/**
 * SPEC §4 "Tune request pipeline": created → estimated → paid / pay-later / free / raw → in progress →
 * delivered, with the help, support, reject and cancel paths (decisions 0038–0040). `raw` is a request for the file
 * to be worked as it was sent (no catalog tune chosen: quoted and tuned by hand), still worked and delivered.
 * `awaiting-read` is a request born paid from a store order's tune line (decision 0069): vehicle and tunes are
 * chosen and paid, only the ECU read is missing; attaching it makes the request ready to work.
 */
export const TUNE_REQUEST_STATUSES = [
  'created',
  'awaiting-read',
  'estimated',
  'help',
  'paid',
  'pay-later',
  'free',
  'raw',
  'in-progress',
  'rejected',
  'delivered',
  'support',
  'cancelled',
] as const
export const TuneRequestStatusSchema = z.enum(TUNE_REQUEST_STATUSES)
export type TuneRequestStatus = z.infer<typeof TuneRequestStatusSchema>

/** How the work was settled: which of the four ways out of `estimated` the request took. */
export const TUNE_REQUEST_FUNDINGS = ['paid', 'pay-later', 'free', 'raw'] as const
export type TuneRequestFunding = (typeof TUNE_REQUEST_FUNDINGS)[number]
/** What a customer reads for the way a request was settled. */
export const TUNE_REQUEST_FUNDING_LABELS: Record<TuneRequestFunding, string> = {
  paid: 'Paid',
  'pay-later': 'Billed to dealer',
  free: 'No charge',
  raw: 'Tuned by hand from your file, as sent',
}

export const TUNE_REQUEST_EVENTS = [
  'estimate',
  'ask-help',
  'answer-help',
  'pay',
  'pay-later',
  'free',
  'raw',
  'take',
  'reject',
  'reupload',
  'attach-read',
  'deliver',
  'ask-support',
  'cancel',
] as const
export type TuneRequestEvent = (typeof TUNE_REQUEST_EVENTS)[number]
/** What a status history line says happened. */
export const TUNE_REQUEST_EVENT_LABELS: Record<TuneRequestEvent, string> = {
  estimate: 'Estimate made',
  'ask-help': 'Help requested',
  'answer-help': 'Help answered',
  pay: 'Paid',
  'pay-later': 'Billed to dealer',
  free: 'Granted free of charge',
  raw: 'Asked to be tuned as sent',
  take: 'Taken by a calibrator',
  reject: 'Read rejected',
  reupload: 'New read uploaded',
  'attach-read': 'ECU read uploaded',
  deliver: 'Tuned file delivered',
  'ask-support': 'Support requested',
  cancel: 'Cancelled',
}

/** Who may cause an event: the customer side (owner, their dealer) or the workers (staff, assigned tuner). */
export type TuneRequestParty = 'customer' | 'worker'

export type TuneRequestState = {
  status: TuneRequestStatus
  /** Set once the request leaves `estimated`; a re-upload after a rejection returns to it without paying again. */
  funding: TuneRequestFunding | null
}
