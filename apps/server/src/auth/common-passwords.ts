import text from './common-passwords.txt?raw'

/**
 * The 10,000 most common passwords, most common first (decision 0067: refused at sign-up and reset). Taken from
 * the password list of @zxcvbn-ts/language-common 4.1.3 (MIT, built from public breach corpora); shipped as a data
 * file beside this module (one password a line), bundled as text, so the check needs no package or network at
 * run time.
 */
export const COMMON_PASSWORDS_TEXT: string = text.trimEnd()
