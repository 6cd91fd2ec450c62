import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_PERSONAL_MESSAGE,
  PASSWORD_REPETITIVE_MESSAGE,
  passwordProblem,
} from './password-problem'
import { PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from './user.schema'

const common = new Set(['password', 'iloveyou', 'monkey', '123qweasdzxc'])
const jane = { email: 'jane.doe@example.com', name: 'Jane Doe', brandName: 'TuneShop', commonPasswords: common }

describe('passwordProblem (OWASP ASVS V2.1)', () => {
  it.each([
    ['aaaaaaaaaa', PASSWORD_TOO_SHORT_MESSAGE],
    ['1234567890', PASSWORD_TOO_SHORT_MESSAGE],
    ['eleven-char', PASSWORD_TOO_SHORT_MESSAGE],
    ['x'.repeat(129), PASSWORD_TOO_LONG_MESSAGE],
    ['aaaaaaaaaaaa', PASSWORD_REPETITIVE_MESSAGE],
    ['abababababab', PASSWORD_REPETITIVE_MESSAGE],
    ['123456789012', PASSWORD_REPETITIVE_MESSAGE],
    ['zyxwvutsrqpo', PASSWORD_REPETITIVE_MESSAGE],
    ['qwertyuiopas', PASSWORD_REPETITIVE_MESSAGE],
    ['jane.doe@example.com', PASSWORD_PERSONAL_MESSAGE],
    ['jane.doe1234', PASSWORD_PERSONAL_MESSAGE],
    ['JaneDoe!2024', PASSWORD_PERSONAL_MESSAGE],
    ['TuneShop2024', PASSWORD_PERSONAL_MESSAGE],
    ['tuneshop-jane', PASSWORD_PERSONAL_MESSAGE],
    ['jane-doe-example', PASSWORD_PERSONAL_MESSAGE],
    ['password1234', PASSWORD_COMMON_MESSAGE],
    ['!!iloveyou2024', PASSWORD_COMMON_MESSAGE],
    ['123QWEASDZXC', PASSWORD_COMMON_MESSAGE],
  ])('"refuses what is short, long, repetitive, personal or common": %j', (password, message) => {
    expect(passwordProblem(password, jane)).toBe(message)
  })

  it.each([
    'correct-horse-battery',
    'demo-password',
    'old-password-123',
    'jane likes red bicycles',
    'tuneshop is a nice place',
  ])('"accepts a passphrase that is long enough": %j', (password) => {
    expect(passwordProblem(password, jane)).toBeNull()
  })

  it('counts characters as people do: 12 emoji are 12 characters', () => {
    expect(passwordProblem('🐎🔋📎🐴🔋📎🐎🔋📎🐴🔋📌')).toBeNull()
    expect(passwordProblem('🐎🔋📎🐴🔋📎🐎🔋📎🐴🔋')).toBe(PASSWORD_TOO_SHORT_MESSAGE)
  })

  it('short personal words (initials) are not held against a password', () => {
    expect(passwordProblem('al-likes-the-seaside', { name: 'Al', email: 'al@example.com' })).toBeNull()
  })

  it('without a list, only the list rule is off', () => {
    expect(passwordProblem('password1234')).toBeNull()
    expect(passwordProblem('password1234', { commonPasswords: common })).toBe(PASSWORD_COMMON_MESSAGE)
  })

  it('property: nothing shorter than 12 characters (code points) is ever accepted', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 11, unit: 'binary' }), (password) => {
        expect(passwordProblem(password)).not.toBeNull()
      }),
    )
  })

  it('property: the e-mail address with a few characters around it is refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{3,12}$/), fc.stringMatching(/^[0-9!]{0,5}$/), (local, extra) => {
        const email = `${local}@example.org`
        expect(passwordProblem(`${email}${extra}`, { email })).toBe(PASSWORD_PERSONAL_MESSAGE)
      }),
    )
  })
})
