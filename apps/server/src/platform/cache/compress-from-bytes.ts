/**
 * Bodies the API compresses (`compressAnswers`, the fast lanes and the page cache); smaller ones go out as they
 * are. In the platform, where the page cache reads it, because the platform knows no HTTP layer (decision 0073).
 */
export const COMPRESS_FROM_BYTES = 1024
