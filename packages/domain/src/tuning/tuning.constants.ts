/** SPEC §4, §5 and §9 constants of the tune file service (uploads, detection, logs). */

/** SPEC §9: at most this many uploads run at once; further files wait in the queue. */
export const PARALLEL_UPLOADS = 2

const MIB = 1024 * 1024

/** Default size cap of a tune file (a flash read); the server's is configurable (TUNE_MAX_BYTES). */
export const DEFAULT_TUNE_MAX_BYTES = 16 * MIB
/** Default size cap of a datalog; the server's is configurable (LOG_MAX_BYTES). */
export const DEFAULT_LOG_MAX_BYTES = 64 * MIB

/** How many leading bytes the detection looks at (magic bytes and the mask pattern). */
export const DETECTION_HEAD_BYTES = 4096
/** How many trailing bytes a caller reads to find a zip's central directory (EOCD + a generous directory). */
export const ZIP_TAIL_BYTES = 256 * 1024

/** Extensions that make a file a tune (SPEC §5). */
export const TUNE_EXTENSIONS = ['.pcm', '.bin', '.fls'] as const

/**
 * Entries that make a zip a tune (SPEC §5 "a zip containing flash or tuned entries"): a flash entry has a
 * flash-image extension (the tune extensions plus the Intel HEX / Motorola S-record containers); a tuned
 * entry has "tuned" in its file name (what tuners call their deliverables: `stage1_tuned.hex`).
 */
export const ZIP_FLASH_ENTRY_EXTENSIONS = [
  '.pcm',
  '.bin',
  '.fls',
  '.hex',
  '.s19',
  '.s28',
  '.s37',
  '.srec',
  '.mot',
] as const
export const ZIP_TUNED_ENTRY_PATTERN = /tuned/i

/**
 * The mask pattern (decision 0034): erased NOR flash reads as 0xFF. A run of at least this many 0xFF bytes
 * in the head of a file is the fill of a flash image; datalogs (text, or binary logs of sampled values)
 * do not contain such runs.
 */
export const ERASED_FLASH_RUN = 32

/** The kinds a stored file can have. */
export const STORED_FILE_KINDS = ['tune', 'log', 'tuned', 'other'] as const
export type StoredFileKind = (typeof STORED_FILE_KINDS)[number]
export const STORED_FILE_KIND_LABELS: Record<StoredFileKind, string> = {
  tune: 'ECU read',
  log: 'Datalog',
  tuned: 'Tuned file',
  other: 'Other file',
}

/** The role of a file within a tune request. */
export const TUNE_REQUEST_FILE_ROLES = ['original', 'tuned', 'reupload'] as const
export type TuneRequestFileRole = (typeof TUNE_REQUEST_FILE_ROLES)[number]
export const TUNE_REQUEST_FILE_ROLE_LABELS: Record<TuneRequestFileRole, string> = {
  original: 'Your read',
  reupload: 'Corrected read',
  tuned: 'Tuned file',
}

/** The status a tune request starts in; the pipeline owns the rest of the state machine. */
export const TUNE_REQUEST_INITIAL_STATUS = 'created'

/** Zip archive limits, checked while inflating (decision 0035). */
export const ZIP_MAX_ENTRIES = 200
/** Inflated bytes of all entries together: the larger of this and 4× the tune cap is allowed. */
export const ZIP_MAX_INFLATED_BYTES = 64 * MIB
/**
 * An entry inflating to more than this many times its compressed size is a bomb. Deflate tops out near
 * 1032:1; flash reads with large erased areas reach about 100:1, so 200 leaves room for honest files.
 */
export const ZIP_MAX_RATIO = 200
/** Below this many inflated bytes an entry is not judged by its ratio (tiny text files compress extremely). */
export const ZIP_RATIO_GRACE_BYTES = 1024 * 1024

/** localStorage key and value remembering that the upload terms were accepted (SPEC §4: 'yes'). */
export const UPLOAD_TERMS_STORAGE_KEY = 'tuning-upload-terms'
export const UPLOAD_TERMS_ACCEPTED = 'yes'
