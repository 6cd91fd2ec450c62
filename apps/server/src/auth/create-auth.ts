import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, genericOAuth, organization } from 'better-auth/plugins'
import { adminAc, userAc } from 'better-auth/plugins/admin/access'
import type { SiteConfig } from '@shop/domain/site'
import { PASSWORD_MIN_LENGTH, safeRedirectTarget } from '@shop/domain/accounts'
import type { Logger } from 'pino'
import type { Db } from '../db/client'
import { tables } from '../db/tables'
import type { Mailer } from '../platform/mail/mailer'
import { CLIENT_IP_HEADER } from '../http/client-ip'
import { cookiesAreSecure } from '../http/secure-cookies'

/**
 * The reset link of the auth library, kept on this site: the page it returns to (`callbackURL`, taken
 * from the caller's `redirectTo`) must be a path of ours, or the token would be handed to another site.
 */
export function sameSiteResetLink(url: string, publicUrl: string): string {
  const link = new URL(url, publicUrl)
  const base = new URL(publicUrl)
  link.protocol = base.protocol
  link.host = base.host
  const callback = link.searchParams.get('callbackURL')
  if (callback !== null) link.searchParams.set('callbackURL', safeRedirectTarget(callback, '/reset-password'))
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
}

/** Better Auth: email and password, database sessions, roles (admin plugin), memberships (organization plugin) and the site's social logins. */
export function createAuth(options: AuthOptions) {
  const { siteConfig, mailer } = options
  return betterAuth({
    appName: siteConfig.brandName,
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.db, { provider: 'pg', schema: tables }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        const link = sameSiteResetLink(url, options.publicUrl)
        await mailer.send({
          to: user.email,
          subject: `Reset your ${siteConfig.brandName} password`,
          text: `Hello ${user.name},\n\nSomeone asked to reset the password of your ${siteConfig.brandName} account. If it was you, open this link within an hour:\n\n${link}\n\nIf it was not you, you can ignore this mail: your password stays as it is.\n`,
        })
      },
    },
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
