/**
 * The region the browser believes it is on (the region of the host its page came from), sent with
 * API calls; a host of the other region answers 421 (docs/decisions/0018).
 */
export const REGION_HEADER = 'X-Region'

/** SPEC §8: the code of the 421 envelope. */
export const REGION_MISMATCH_CODE = 'region_mismatch'
