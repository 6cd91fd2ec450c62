import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { passwordProblem } from '@shop/domain/accounts'
import { COMMON_PASSWORDS_TEXT } from './common-passwords'

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]
type Owner = { email?: string | null; name?: string | null }

/** The auth library's calls that set a password, and the body field that carries it. */
const PASSWORD_FIELDS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/admin/set-user-password': 'newPassword',
}

let commonPasswords: ReadonlySet<string> | undefined
const commonPasswordSet = () => (commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n')))

/** Whose password it is, so that one built from their e-mail or name is refused; {} when not known (yet). */
async function ownerOf(ctx: HookContext, body: Record<string, unknown>): Promise<Owner> {
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  switch (ctx.path) {
    case '/sign-up/email':
      return { email: text(body.email), name: text(body.name) }
    case '/reset-password': {
      const token = text(body.token) ?? text((ctx.query as Record<string, unknown> | undefined)?.token)
      if (!token) return {}
      const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
      return verification ? ((await ctx.context.internalAdapter.findUserById(verification.value)) ?? {}) : {}
    }
    case '/admin/set-user-password': {
      const userId = text(body.userId)
      return userId ? ((await ctx.context.internalAdapter.findUserById(userId)) ?? {}) : {}
    }
    default:
      return (await getSessionFromCtx(ctx))?.user ?? {}
  }
}

/**
 * The password policy (OWASP ASVS V2.1, `passwordProblem` in the domain) on every way into a password: sign-up,
 * reset, change and an admin setting one. A refusal (PASSWORD_REFUSED) is answered by auth-handler.ts as 422
 * `validation_failed` with the reason under `errors.password` (sign-up) or `errors.newPassword`.
 * Runs before the library's own checks, so the reason is ours; a body of the wrong shape is left to those.
 */
export function passwordPolicyHook(brandName: string) {
  return createAuthMiddleware(async (ctx) => {
    const field = PASSWORD_FIELDS[ctx.path]
    const body = ctx.body as Record<string, unknown> | undefined
    if (!field || !body || typeof body !== 'object' || typeof body[field] !== 'string') return
    const owner = await ownerOf(ctx, body)
    const problem = passwordProblem(body[field], {
      email: owner.email,
      name: owner.name,
      brandName,
      commonPasswords: commonPasswordSet(),
    })
    if (problem) throw new APIError('UNPROCESSABLE_ENTITY', { code: 'PASSWORD_REFUSED', message: problem })
  })
}
