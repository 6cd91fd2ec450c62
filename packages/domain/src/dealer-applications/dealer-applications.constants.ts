// Becoming a dealer (issue 25 item 5, SPEC §7 become-dealer): the application, its documents and its decision.

export const DEALER_APPLICATION_STATUSES = ['submitted', 'approved', 'refused'] as const
export type DealerApplicationStatus = (typeof DEALER_APPLICATION_STATUSES)[number]

export const DEALER_APPLICATION_STATUS_LABELS: Record<DealerApplicationStatus, string> = {
  submitted: 'Submitted',
  approved: 'Approved',
  refused: 'Refused',
}

/** Documents that prove the business (a business licence, a resale certificate…): at least one, at most five. */
export const DEALER_APPLICATION_MIN_DOCUMENTS = 1
export const DEALER_APPLICATION_MAX_DOCUMENTS = 5
/** Each document's size cap. */
export const DEALER_APPLICATION_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024
/** What the documents may be, recognised by their first bytes. */
export const DEALER_APPLICATION_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export type DealerApplicationDocumentType = (typeof DEALER_APPLICATION_DOCUMENT_TYPES)[number]

export const DEALER_APPLICATION_TEXTS = {
  alreadyOpen:
    'You already have an application under review. We will e-mail you when it is decided; you can apply again only after that.',
  alreadyDealer: 'You are already a member of a dealer. Open your dealer portal from your profile.',
  alreadyDecided: 'This application was already decided.',
  documentTypes: 'Documents must be PDF, JPEG or PNG files.',
  documentsCount: `Attach between ${DEALER_APPLICATION_MIN_DOCUMENTS} and ${DEALER_APPLICATION_MAX_DOCUMENTS} documents.`,
  documentTooLarge: (name: string) =>
    `${name} is larger than ${DEALER_APPLICATION_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB.`,
  notMultipart: 'Send the application as multipart/form-data: the field "application" and the files "documents".',
  tooLarge: `The application is too large: at most ${DEALER_APPLICATION_MAX_DOCUMENTS} documents of ${DEALER_APPLICATION_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB each.`,
  unknownTool: 'This tool is not one a dealer can own.',
  unknownSpecialization: 'There is no such specialization.',
  reasonRequired: 'Say why the application is refused: the applicant reads it.',
} as const

/** Representatives contact form (SPEC §7 dealer-representatives/contact): a few a hour from one address. */
export const REPRESENTATIVE_CONTACTS_PER_HOUR = 5
export const REPRESENTATIVE_MESSAGE_MAX = 2000

/** The locator answers at most this many dealers, nearest first. */
export const DEALER_LOCATOR_LIMIT = 20
