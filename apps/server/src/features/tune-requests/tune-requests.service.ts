// The tune request pipeline's public face (decision 0074): routes and other features import from here; each
// step lives in its own file, the way checkout is split.
//   create-request     a request's start (upload of a read), its details, cancelling
//   accept-upload      the one upload door: reads, re-uploads, tuned files, datalogs
//   reupload-read      a corrected read, or the first read of a request paid from a store order
//   request-estimate   pricing the chosen vehicle's tunes
//   request-payment    funding: pay, pay later (dealer), free (staff), raw
//   credit-payment     paying with tune credits (the ledger stays in tune-credits)
//   request-messages   help and support on a request
//   tuner-work         the calibrator's board actions and tuned file
//   request-downloads  download tokens, visible files, verified bytes
//   request-queries    lists, one request's page, recent updates, the board
//   request-transition the state machine step, payment recording, the owner's mail
//   order-tune-requests requests made from a paid store order (decision 0069)
export { acceptUpload, keepingUpload, storedFileOf, ZIP_LIMITS, type AcceptedUpload } from './accept-upload'
export { cancel, createTuneRequest, updateDetails } from './create-request'
export { creditPriceOf, payWithCredits, TUNE_CREDITS_PROVIDER, type PaidWithCredits } from './credit-payment'
export {
  createRequestsForPaidOrder,
  requestsOfOrderLines,
  tuneLinesOf,
  type PaidOrder,
  type PaidOrderLine,
} from './order-tune-requests'
export { partyOf, readable } from './request-access'
export { fileForToken, issueToken, openStoredFile, visibleFile } from './request-downloads'
export { estimate, type EstimateInput } from './request-estimate'
export { help, support } from './request-messages'
export { free, pay, payLater, raw, type PaidResult, type PayInput } from './request-payment'
export {
  allowedEvents,
  board,
  dealersFor,
  detail,
  listOwn,
  ownedNewestFirst,
  recentUpdates,
  tunedFilesVisible,
} from './request-queries'
export { moveLinkedRequest, type LinkedPayment } from './request-transition'
export { reupload } from './reupload-read'
export { uploadTuned, workerAction } from './tuner-work'
