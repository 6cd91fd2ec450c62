import type { TuneRequestStatus } from './tune-request.schema'

/** Constants of the tune request pipeline (decisions 0038–0040). */

/**
 * The disclaimer the customer agrees to before paying for a custom tune. Its SHA-256 (`hashDisclaimer`) is
 * stored with the request, so the exact wording agreed to can be proven later; a new wording is a new hash.
 */
export const TUNE_DISCLAIMER_TEXT =
  'Custom tunes are for off-road and competition use only. Modifying engine or transmission software can ' +
  'void your warranty, may not be legal on public roads where you live, and changes how your vehicle ' +
  'behaves. You are responsible for flashing the tuned file with a suitable tool, for keeping your original ' +
  'read, and for checking that the SHA-256 checksum of the downloaded file matches the one shown before ' +
  'you flash it.'

/** A download token lives this long (seconds): long enough to start a download, too short to share. */
export const DOWNLOAD_TOKEN_TTL_SECONDS = 300

/** `GET /api/v1/recent-updates`: requests changed within this many hours. */
export const RECENT_UPDATES_HOURS = 72

/** How often the status page asks for changes (ms) while the request is still moving. */
export const STATUS_POLL_MS = 5000

/** Listings of tune requests: rows per 1-based page. */
export const TUNE_REQUESTS_PAGE_SIZE = 20

/** Longest rejection reason, worker note, help or support message. */
export const PIPELINE_TEXT_MAX = 4000

/** Statuses in which the request is finished: the status page stops polling. */
export const SETTLED_STATUSES: readonly TuneRequestStatus[] = ['delivered', 'cancelled']

/**
 * Statuses in which nobody at the shop works on the request: finished, or rejected until the customer sends a new
 * read. A tuner cannot upload a tuned file to one; a dealer's open requests and its snapshots leave them out.
 */
export const OUT_OF_WORK_STATUSES: readonly TuneRequestStatus[] = ['delivered', 'cancelled', 'rejected']

/** What a customer reads for each status. */
export const TUNE_REQUEST_STATUS_LABELS: Record<TuneRequestStatus, string> = {
  created: 'Received',
  'awaiting-read': 'Waiting for your ECU read',
  estimated: 'Estimate ready',
  help: 'Waiting for our help',
  paid: 'Paid',
  'pay-later': 'Billed to dealer',
  free: 'No charge',
  raw: 'Raw file requested',
  'in-progress': 'In progress',
  rejected: 'Needs a new read',
  delivered: 'Delivered',
  support: 'Support requested',
  cancelled: 'Cancelled',
}

/** The pipeline board's columns, in order; each lists the statuses it shows. */
export const PIPELINE_COLUMNS = [
  { id: 'new', title: 'New', statuses: ['created', 'estimated', 'help'] },
  // Paid from a store order, nothing to work on until the customer sends the read (decision 0069).
  { id: 'awaiting-read', title: 'Paid, waiting for the read', statuses: ['awaiting-read'] },
  { id: 'ready', title: 'Ready to work', statuses: ['paid', 'pay-later', 'free', 'raw'] },
  { id: 'in-progress', title: 'In progress', statuses: ['in-progress', 'support'] },
  { id: 'rejected', title: 'Waiting for a new read', statuses: ['rejected'] },
  { id: 'delivered', title: 'Delivered', statuses: ['delivered'] },
] as const satisfies readonly { id: string; title: string; statuses: readonly TuneRequestStatus[] }[]
