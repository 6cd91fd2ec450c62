import { betterAuth } from 'better-auth'
import { isAPIError } from 'better-auth/api'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, genericOAuth, organization } from 'better-auth/plugins'
import { adminAc, userAc } from 'better-auth/plugins/admin/access'
import type { SiteConfig } from '@shop/domain/site'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, safeRedirectTarget, type MailLimits } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'
import type { Logger } from 'pino'
import type { Db } from '../db/client'
import { tables } from '../db/tables'
import type { Mailer } from '../platform/mail/mailer'
import { CLIENT_IP_HEADER } from './client-ip-header'
import { cookiesAreSecure } from './secure-cookies'
import { admitAccountMail, requestAddress, type AccountMailGate, type AccountMailKind } from './account-mail-gate'
import { passwordHashing } from './password-hashing'
import { passwordPolicyHook } from './password-policy-hook'

/**
 * The reset link of the auth library, kept on this site: the page it returns to (`callbackURL`, taken
 * from the caller's `redirectTo`) must be a path of ours, or the token would be handed to another site.
 */
export function sameSiteResetLink(url: string, publicUrl: string, fallback = paths.resetPassword()): string {
  const link = new URL(url, publicUrl)
  const base = new URL(publicUrl)
  link.protocol = base.protocol
  link.host = base.host
  const callback = link.searchParams.get('callbackURL')
  if (callback !== null) link.searchParams.set('callbackURL', safeRedirectTarget(callback, fallback))
  return link.toString()
}

export type AuthOptions = {
  db: Db
  secret: string
  publicUrl: string
  trustedOrigins: string[]
  siteConfig: SiteConfig
  mailer: Mailer
  logger: Logger
  clock: () => Date
  /** Account mails per hour per account and per client address (decision 0067). */
  mailLimits: MailLimits
}

/** Better Auth: email and password, database sessions, roles (admin plugin), memberships (organization plugin) and the site's social logins. */
export function createAuth(options: AuthOptions) {
  const { siteConfig, mailer } = options
  const brand = siteConfig.brandName
  const gate: AccountMailGate = { db: options.db, clock: options.clock, limits: options.mailLimits }
  // Over an account's limit the mail is not sent and the answer stays the same (decision 0067).
  const admit = (kind: AccountMailKind, email: string, request: Request | undefined) =>
    admitAccountMail(gate, { kind, email, ip: requestAddress(request) })
  return betterAuth({
    appName: brand,
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.db, { provider: 'pg', schema: tables }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: passwordHashing,
      // Sign-up answers the same whether the e-mail is new or taken (the library's generic answer needs this):
      // the new address proves itself through the mailed link, the owner of a taken one gets a notice instead.
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }, request) => {
        if (!(await admit('reset', user.email, request))) return
        const link = sameSiteResetLink(url, options.publicUrl)
        await mailer.send({
          to: user.email,
          subject: `Reset your ${brand} password`,
          text: `Hello ${user.name},\n\nSomeone asked to reset the password of your ${brand} account. If it was you, open this link within an hour:\n\n${link}\n\nIf it was not you, you can ignore this mail: your password stays as it is.\n`,
        })
      },
      onExistingUserSignUp: async ({ user }, request) => {
        if (!(await admit('existing_account', user.email, request))) return
        await mailer.send({
          to: user.email,
          subject: `Someone tried to sign up to ${brand} with your e-mail`,
          text: `Hello ${user.name},\n\nSomeone tried to create a ${brand} account with this e-mail address, which already has an account. If it was you, log in instead, or reset your password if you have forgotten it:\n\n${options.publicUrl}/forgot-password\n\nIf it was not you, you can ignore this mail: nothing has changed.\n`,
        })
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Logging in before confirming mails a new link (within the same limits) and answers 403 email_not_verified.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        if (!(await admit('verification', user.email, request))) return
        const link = sameSiteResetLink(url, options.publicUrl, '/')
        await mailer.send({
          to: user.email,
          subject: `Confirm your e-mail for ${brand}`,
          text: `Hello ${user.name},\n\nPlease confirm this e-mail address to finish creating your ${brand} account; the link logs you in and is valid for 24 hours:\n\n${link}\n\nIf you did not sign up, you can ignore this mail.\n`,
        })
      },
    },
    // OWASP ASVS password rules on sign-up, reset and change (password-policy-hook.ts).
    hooks: { before: passwordPolicyHook(brand) },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No cookie cache: a cached session would outlive logout (and a revoked session) for its lifetime.
      cookieCache: { enabled: false },
    },
    // Our own limiter counts failed sign-ins per account and per address (see login-limiter.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'tuneshop',
      useSecureCookies: cookiesAreSecure(options.publicUrl),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    // An error thrown by a hook (the password policy's refusals) would go to the library's own console logger:
    // into ours instead, as an error only when it is one of the server's.
    onAPIError: {
      onError: (error) => {
        const serverError = !isAPIError(error) || error.statusCode >= 500
        options.logger[serverError ? 'error' : 'debug']({ component: 'auth', err: error }, 'auth request failed')
      },
    },
    telemetry: { enabled: false },
    // Into the server's own structured log (never the console), where LOG_LEVEL applies to it as well.
    logger: {
      level: 'debug',
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error)
        const rest = args.filter((arg) => arg !== err)
        options.logger[level](
          { component: 'auth', ...(err ? { err } : {}), ...(rest.length ? { args: rest } : {}) },
          message,
        )
      },
    },
    plugins: [
      admin({
        // SPEC §6 account roles; dealer, tuner and affiliate come from memberships instead.
        roles: { user: userAc, staff: userAc, calibrator: userAc, admin: adminAc, superadmin: adminAc },
        adminRoles: ['admin', 'superadmin'],
        defaultRole: 'user',
      }),
      organization({
        allowUserToCreateOrganization: false,
        // PERMISSIONS.md: nobody deletes a dealer, tuner or affiliate (Super Admin archives it); the HTTP route is
        // closed (auth-endpoints.ts) and this keeps server code from doing it through the library either.
        disableOrganizationDeletion: true,
        schema: {
          organization: {
            additionalFields: { kind: { type: 'string', required: false, defaultValue: 'dealer', input: false } },
          },
        },
      }),
      genericOAuth({
        config: siteConfig.socialLogins.map((login) => ({
          providerId: login.id,
          discoveryUrl: login.discoveryUrl,
          clientId: login.clientId,
          clientSecret: login.clientSecret,
          scopes: login.scopes,
          pkce: true,
          // The address to register at the provider; auth-handler.ts hands it to the library's callback.
          redirectURI: `${options.publicUrl}/api/auth/oauth2/callback/${login.id}`,
        })),
      }),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>
