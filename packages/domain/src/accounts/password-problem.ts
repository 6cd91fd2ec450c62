import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from './user.schema'

/** Who the password is for, and the list of common passwords to refuse (lower case; the server ships one). */
export type PasswordContext = {
  email?: string | null
  name?: string | null
  brandName?: string | null
  commonPasswords?: ReadonlySet<string>
}

export const PASSWORD_COMMON_MESSAGE = 'Password is one of the most common passwords; choose another'
export const PASSWORD_PERSONAL_MESSAGE = "Password must not be built from your name, e-mail address or the shop's name"
export const PASSWORD_REPETITIVE_MESSAGE = 'Password must not be one character repeated or a simple sequence'

/** What is left of a password built from personal words once they are taken out must be this long. */
const MIN_REST_AFTER_PERSONAL_WORDS = 6
/** Personal words shorter than this (initials, "Al") are too common inside other words to refuse. */
const MIN_PERSONAL_WORD = 3
const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm']

const lettersAndDigits = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/**
 * The e-mail (whole, its local part and its domain's names but the last, "example" of "example.com"), the name
 * (whole and word by word) and the brand, as plain words.
 */
function personalWords(context: PasswordContext): string[] {
  const email = context.email?.trim() ?? ''
  const [local = '', domain = ''] = email.split('@')
  const texts = [email, local, ...local.split(/[._+-]/), ...domain.split('.').slice(0, -1)]
  texts.push(context.name ?? '', context.brandName ?? '')
  for (const text of [context.name ?? '', context.brandName ?? '']) texts.push(...text.split(/\s+/))
  const words = texts.map(lettersAndDigits).filter((word) => word.length >= MIN_PERSONAL_WORD)
  // Longest first: the whole e-mail is taken out before its parts.
  return [...new Set(words)].sort((a, b) => b.length - a.length)
}

function isBuiltFromPersonalWords(password: string, context: PasswordContext): boolean {
  const words = personalWords(context)
  let rest = lettersAndDigits(password)
  let found = false
  for (const word of words) {
    if (!rest.includes(word)) continue
    found = true
    rest = rest.split(word).join('')
  }
  return found && rest.length < MIN_REST_AFTER_PERSONAL_WORDS
}

function isRepetitive(password: string): boolean {
  const plain = password.toLowerCase()
  if (new Set(plain).size <= 2) return true
  return SEQUENCES.some((sequence) => {
    const cycle = sequence.repeat(Math.ceil(plain.length / sequence.length) + 1)
    return cycle.includes(plain) || [...cycle].reverse().join('').includes(plain)
  })
}

/** A common password with digits or symbols around it ("password1234", "!iloveyou2024") is still that password. */
function isCommon(password: string, common: ReadonlySet<string>): boolean {
  const plain = password.toLowerCase()
  const core = plain.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
  return common.has(plain) || (core.length >= 4 && common.has(core))
}

/**
 * Why a new password is refused (OWASP ASVS V2.1: length 12 to 128, not common, not built from who the account
 * is), or null when it is accepted. The text names the field's rule the way the form shows it.
 */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  // Length in characters as people count them (code points), as ASVS asks.
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE
  if (isRepetitive(password)) return PASSWORD_REPETITIVE_MESSAGE
  if (isBuiltFromPersonalWords(password, context)) return PASSWORD_PERSONAL_MESSAGE
  if (context.commonPasswords && isCommon(password, context.commonPasswords)) return PASSWORD_COMMON_MESSAGE
  return null
}
