/** SPEC §8: 409 error codes and the exact texts the shop shows for them. */
export const CONFLICT_MESSAGES = {
  dealer_hit_credit_limit: 'This purchase exceeds a credit limit. Please confirm the current account balance.',
  already_committed: 'It seems like this purchase has already been completed.',
  shipping_tier_not_supported_for_destination: 'The specified shipping tier cannot be used for this destination.',
  no_shipping_for_destination: 'No shipping could be found for your address.',
  dealer_missing_billing_info: 'Billing information must be setup on this dealer account before proceeding.',
} as const

export type ConflictCode = keyof typeof CONFLICT_MESSAGES

/** SPEC §8: shown when nothing more specific is known. */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred. Please try again later.'

/** SPEC §8: heading of a 422 listing. */
export const VALIDATION_HEADING = 'Some fields were not correct:'

/** SPEC §8: 421 carries this header to say it is a known error (a region mismatch). */
export const KNOWN_ERROR_HEADER = 'X-Known-Error'

/** SPEC §8: payment error kinds. */
export const PAYMENT_ERROR_KINDS = [
  'network_down_retry',
  'avs_cvv',
  'duplicate',
  'card_expired',
  'revoked_payment_method',
  'unknown',
] as const
export type PaymentErrorKind = (typeof PAYMENT_ERROR_KINDS)[number]

/**
 * What the buyer is told for each payment error kind (SPEC §8 names the kinds, not the texts). Sent as the
 * message of a 402 whose code is the kind; every text says whether money moved and what to do next.
 */
export const PAYMENT_ERROR_MESSAGES: Record<PaymentErrorKind, string> = {
  network_down_retry:
    'We could not reach the payment service, so you have not been charged. Please try again in a moment.',
  avs_cvv:
    'Your card was declined because the billing address or security code (CVV) does not match. Please check them and try again.',
  duplicate:
    'This looks like a repeat of a payment made moments ago, so it was not charged again. Please check your email or orders before trying again.',
  card_expired: 'Your card has expired. Please use another card.',
  revoked_payment_method: 'This payment method can no longer be used. Please choose another one.',
  unknown: 'Your payment could not be completed and you have not been charged. Please try another payment method.',
}

/** Codes of the error envelope, other than the conflict codes. */
export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'validation_failed',
  'precondition_failed',
  'payment_required',
  'region_mismatch',
  'rate_limited',
  'payload_too_large',
  'unknown',
] as const
export type GeneralErrorCode = (typeof ERROR_CODES)[number]
export type ErrorCode = GeneralErrorCode | ConflictCode

/** SPEC §8: upload errors. A tune upload shows the heading with the messages the server sent. */
export const UPLOAD_ERRORS = {
  tuneHeading: 'Error uploading tune file',
  unknown: 'An unknown error occurred while uploading the file.',
  logHeading: 'Error uploading log',
  logUnrecognized:
    'The log you have uploaded is not in a format we recognize. If you know your log is in the proper, unmodified format, please contact us.',
  /** SPEC §5 "Empty files are not allowed"; the spec gives no text, this is ours. */
  empty: 'This file is empty (0 bytes). Choose a file that contains your ECU read or datalog.',
  /** Over the size cap: `cap` is formatted ('50 MB'), `what` names the upload ('tune file', 'log'). */
  tooLarge: (cap: string, what: string) => `This file is larger than ${cap}, the most we accept for a ${what}.`,
  /** A tune upload (new request, re-upload, tuned file) whose SPEC §5 detection says it is not an ECU read. */
  notATune:
    'This file does not look like an ECU read. Upload a .bin, .pcm or .fls read (or a zip containing one); a datalog goes to the log graphs.',
  /** A stored file whose bytes no longer match the SHA-256 recorded at upload (decision 0035). */
  checksumMismatch:
    'This file failed its integrity check and cannot be downloaded. Please contact us so we can send a good copy.',
} as const

/** Decision 0035: why a zip archive was refused, by the inspection's problem. */
export const ARCHIVE_ERRORS = {
  too_many_entries: (maxEntries: number) =>
    `This zip archive holds more than ${maxEntries} files. Upload the ECU read on its own.`,
  too_large: 'This zip archive expands to more data than we accept. Upload the ECU read on its own.',
  ratio: 'This zip archive expands to more data than we accept. Upload the ECU read on its own.',
  unsupported_method:
    'This zip archive uses a compression we cannot read (encrypted or unusual). Upload the file on its own.',
  corrupt: 'This zip archive is damaged and cannot be read. Upload the file again or on its own.',
} as const

/** SPEC §7: the tune request pipeline's refusals. */
export const TUNE_REQUEST_ERRORS = {
  /** A step the state machine does not allow in the request's status (its label). */
  notAllowedWhile: (statusLabel: string) => `This step is not possible while the request is “${statusLabel}”.`,
  noEstimateYet: 'This tune request has no estimate yet. Choose your tunes first, then pay.',
} as const

/**
 * Every other text the server sends in an error envelope (decision 0075). SPEC §8 gives the statuses, not these
 * words: they are ours, and tests and the web app assert them byte for byte. The server builds no `AppError` with
 * a text of its own; a text that names a value is a function here.
 */
export const ERROR_TEXTS = {
  // the envelope's general codes
  unauthorized: 'You need to log in first.',
  forbidden: 'You do not have access to this.',
  notFound: (what: string) => `${what} could not be found.`,
  preconditionFailed: 'This was changed by someone else. Reload and try again.',
  validationFailed: 'Some fields were not correct.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  noSuchEndpoint: 'There is no such endpoint.',
  methodNotAllowed: 'This endpoint does not take this method.',
  requestTooLarge: 'The request is too large.',
  uploadTooLarge: 'The upload is too large.',
  requestUnreadable: 'The request could not be read.',
  bodyUnreadable: 'The request body could not be read.',
  bodyNotJson: 'The request body is not valid JSON.',
  // readiness (/api/ready): the database does not answer, or the process is stopping
  notReady: 'The shop is not ready to serve. Please try again in a moment.',
  // site: the region header (decision 0018)
  regionHeaderInvalid: (header: string, ids: readonly number[]) => `${header} must be one of ${ids.join(', ')}.`,
  regionMismatch: (page: string, here: string) =>
    `This page belongs to the ${page}, but this site serves the ${here}. Reload the page to continue in the ${here}.`,
  // payments
  webhookSignatureInvalid: 'The webhook signature could not be verified.',
  // checkout
  orderBeingCreated: 'This order is being created. Please try again.',
  orderNotPaidForTracking: 'Only paid orders can be shipped or tracked.',
  orderNotPaidForClaim: 'This order is not paid yet: pay it first, then add it to your account.',
  trackingStoreOrdersOnly: 'Only store orders have a tracking number and a dealer-fulfilled flag.',
  // back-office refunds (decision 0092)
  refundStoreOrdersOnly: 'Only store orders can be refunded here.',
  refundOrderNotPaid: 'Only paid orders can be refunded.',
  refundNothingLeft: 'Nothing is left to refund: this order has been refunded in full.',
  refundNoSuchLine: 'This order has no such line.',
  refundTooManyUnits: (left: number) =>
    left === 0
      ? 'Every unit of this line has been refunded already.'
      : `At most ${left} more can be refunded on this line.`,
  refundNothingPaid: 'Nothing was paid for these units, so there is nothing to refund.',
  refundKeyReused: 'This Idempotency-Key was sent with another refund. Send a new key for a new refund.',
  // tune credits
  creditCodeClaimed: 'This credit code has already been claimed.',
  insufficientCredits: (needed: string, held: string) =>
    `You do not have enough tune credits: these tunes take ${needed} and you have ${held}.`,
  // value transfers (decision 0089)
  transferBalanceTooLow: (held: string) =>
    `This transfer would take the sending account below zero: it holds ${held}. Please confirm the current account balance.`,
  idempotencyKeyReused: 'This Idempotency-Key was sent with another transfer. Send a new key for a new transfer.',
  paymentKeyReused: 'This Idempotency-Key was sent with another payment. Send a new key for a new payment.',
  transferPartyUnknown: (kind: string) => `There is no ${kind} with this id.`,
  // back-office products (decision 0093)
  productSlugTaken: 'Another product already has this slug. Choose another one.',
  priceRequired: (currency: string) => `A price in ${currency} is required.`,
  notAStoreCurrency: (currency: string) => `${currency} is not a store currency.`,
  notAnOptionOfProduct: 'This option is not one of this product’s: leave its id out to add a new option.',
  notAnImageOfProduct: 'This image is not one of this product’s (or is listed twice): upload new images instead.',
  productImageNotMultipart: 'Send the image as multipart/form-data.',
  productImageMissing: 'Choose an image to upload.',
  productImageType: 'Images must be JPEG, PNG or WebP.',
  productImageTooLarge: (megabytes: number) => `An image may be at most ${megabytes} MB.`,
  productImageTooMany: (count: number) => `A product takes at most ${count} images: remove one first.`,
  // the brand theme (decision 0100)
  logoNotMultipart: 'Send the logo as multipart/form-data.',
  logoMissing: 'Choose a logo to upload.',
  logoType: 'A logo must be PNG, JPEG or WebP. SVG is not accepted: it can carry script.',
  logoTooLarge: (kilobytes: number) => `A logo may be at most ${kilobytes} KB.`,
  logoNotUploaded: 'This logo was not uploaded here: upload it again.',
  // back-office stock (decision 0094)
  stockBelowZero: (onHand: number, product: string, location: string) =>
    `This would take ${product} at ${location} below zero: ${onHand} ${onHand === 1 ? 'unit is' : 'units are'} on hand. Count the shelf and adjust again.`,
  stockAdjustmentKeyReused:
    'This Idempotency-Key was sent with another stock adjustment. Send a new key for a new adjustment.',
  stockTooHigh: (max: number) => `A level holds at most ${max} units.`,
  stockProductUnknown: 'There is no product with this slug.',
  stockLocationUnknown: 'There is no stock location with this slug.',
  // back-office sales and discount codes (decision 0099)
  discountCodeTaken: 'Another discount code has this text already. Choose another one.',
  saleCodeUnknown: (code: string) => `There is no discount code ${code}: create it first, or leave the code empty.`,
  saleCodeNotAutomatic: (code: string) =>
    `${code} is not an automatic code, so checkout would not apply it: make it automatic first, or leave the code empty.`,
  saleAlreadyEnded: 'This sale has ended already: it stays in the list as a record.',
  codeNamedBySale: (sale: string) =>
    `The sale “${sale}” names this code on its banner as applied at checkout: take the code off the sale first.`,
  discountCodeProductUnknown: 'There is no product with this id.',
  // dealer members and invitations (decision 0104)
  dealerLastOwner: 'A dealer needs at least one owner: make someone else owner first, then change or remove this one.',
  dealerArchiveSuperAdminOnly: 'Only a Super Admin archives a dealer or brings one back from the archive.',
  dealerOwnerByOwnerOnly: 'Only an owner can make, change or remove an owner.',
  dealerAlreadyMember: 'This person is already a member of this dealer.',
  invitationAccepted: 'This invitation has already been accepted.',
  invitationCanceled: 'This invitation was canceled. Ask the dealer to invite you again.',
  invitationExpired: 'This invitation has expired. Ask the dealer to invite you again.',
  invitationNotPending: 'Only a pending invitation can be sent again or canceled.',
  // statement acceptance (decision 0107)
  statementOpenNotAcceptable:
    'This month’s statement is still open: it can be accepted once the month is over and the statement is issued.',
  statementAlreadyAccepted: (legalName: string, day: string) =>
    `This statement was already accepted by ${legalName} on ${day}.`,
  // catalog purchases
  onlyTheBuyer: 'Only the buyer can do this.',
  payLaterDealersOnly: 'Only dealer members can buy now and pay later.',
  onlyTheBuyerOpensTicket: 'Only the buyer can open a ticket on a purchase.',
  noTicketYet: 'There is no ticket on this purchase yet. Open one first.',
  // feedback (issue 26 item 3)
  feedbackAlreadySent: 'This feedback was already sent.',
  // trade-ins
  tradeInNotMultipart: 'Send the trade-in as multipart/form-data.',
  uploadLengthRequired: 'The upload must state its length.',
  tradeInTooLarge: (maxPhotos: number, megabytes: number) =>
    `Send at most ${maxPhotos} photos of up to ${megabytes} MB each.`,
  uploadUnreadable: 'The upload could not be read.',
  photoTooLarge: (name: string, megabytes: number) => `${name} is larger than ${megabytes} MB.`,
  noOfferToAnswer: 'There is no offer to answer on this trade-in request.',
  // rescue sessions
  rescueSessionNotOpen: 'This rescue session is no longer open, so its details are fixed.',
  rescueSessionCannot: (status: string, doing: string) =>
    `This rescue session is ${status}; it cannot be ${doing} now.`,
  rescueRequestCannot: (status: string) =>
    `The tune request of this rescue session is ${status}, so this cannot be done now.`,
  // users in the back office (issue 24 item 10): userManagementRefusal's reasons
  userManagementSuperAdminOnly: 'Only a Super Admin can change roles or log in as another user.',
  userManagementAdminAccount: 'Only a Super Admin can change the account of an admin.',
  userManagementOwnAccount: 'You cannot do this to your own account.',
  userManagementNoImpersonatingAdmins: 'Nobody can log in as an admin.',
} as const
