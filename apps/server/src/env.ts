import { DEFAULT_LOG_MAX_BYTES, DEFAULT_TUNE_MAX_BYTES } from '@shop/domain/tuning'
import { z } from 'zod'
import { parseTrustedProxies } from './http/client-ip'

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url()
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// URL')
    .optional(),
  /** The address visitors use, e.g. https://shop.example.com; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** Path of the per-site configuration file (JSON). */
  SITE_CONFIG: z.string().min(1).optional(),
  /** The invoice's seller (decision 0069), over the site configuration's `seller`; the address's lines split on `|`. */
  SELLER_LEGAL_NAME: z.string().trim().min(1).optional(),
  SELLER_ADDRESS: z.string().trim().min(1).optional(),
  SELLER_TAX_NUMBER: z.string().trim().min(1).optional(),
  /** Demo mode seeds the demo shop and its accounts on an empty database. */
  DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Session secret; generated once and kept in DATA_DIR when unset. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * What this process does (decision 0082): `all` serves and runs background jobs; `web` serves and only queues
   * jobs; `worker` runs the jobs and their schedules.
   */
  SERVER_ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('TuneShop <no-reply@tuneshop.example>'),
  /** `off` serves every catalog and store read from the database (measuring it: `npm run bench`). */
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  /** Bearer token of GET /metrics (Prometheus); unset: /metrics answers 404 (decision 0085). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** On SIGTERM, how long the requests in flight may take before their connections are closed (decision 0085). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Traces go to this OTLP/HTTP collector (e.g. http://localhost:4318); unset: no OpenTelemetry is loaded. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the built web app (React Router build output). */
  WEB_BUILD_DIR: z.string().optional(),
  /** Failed logins per 15 minutes (decision 0067): from one address; of one account from one address. */
  LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_PER_ACCOUNT_AND_IP: z.coerce.number().int().min(1).default(5),
  /** Failed logins of one account, from anywhere, after which each attempt waits 1 s, 2 s, 4 s… */
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** …up to this many seconds: a back-off, never a lockout. */
  LOGIN_BACKOFF_MAX_SECONDS: z.coerce.number().int().min(1).max(900).default(60),
  /** Account mails (reset, verification, sign-up notices) per hour: to one account; asked from one address. */
  MAIL_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  MAIL_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  /**
   * Proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR ranges, e.g. `10.0.0.0/8`,
   * or `loopback`); empty: the client address is the socket's.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseTrustedProxies(value)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `must be addresses or CIDR ranges (${(error as Error).message})` })
        return z.NEVER
      }
    }),
  /** The built-in test payment provider (documented test tokens, no real money); on unless turned off. */
  PAYMENTS_TEST_PROVIDER: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Stripe is on when both keys are set (README "Payments"). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_…)')
    .optional(),
  /** Signing secret of the webhook endpoint /api/v1/stripe/webhook; without it the endpoint is off. */
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must be a webhook signing secret (whsec_…)').optional(),
  /** Another Stripe API origin (stripe-mock, a test fake). */
  STRIPE_API_BASE_URL: z.url().optional(),
  /** Braintree is on when the merchant id and both keys are set. */
  BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  BRAINTREE_MERCHANT_ID: z.string().min(1).optional(),
  BRAINTREE_PUBLIC_KEY: z.string().min(1).optional(),
  BRAINTREE_PRIVATE_KEY: z.string().min(1).optional(),
  /** Merchant account per currency, e.g. `USD:shop_usd,EUR:shop_eur`; without it the default account. */
  BRAINTREE_MERCHANT_ACCOUNTS: z
    .string()
    .regex(/^[A-Z]{3}:[\w-]+(,[A-Z]{3}:[\w-]+)*$/, 'must look like USD:account_id,EUR:account_id')
    .optional(),
  /** Another Braintree gateway origin (a test fake). */
  BRAINTREE_API_BASE_URL: z.url().optional(),
  /** PayPal is on when the client id and secret are set. */
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  /** Where PayPal API calls go instead (a test fake): the SDK's HTTP proxy setting. */
  PAYPAL_API_BASE_URL: z.url().optional(),
  /** Upload size caps in bytes (tune reads; datalogs). */
  TUNE_MAX_BYTES: z.coerce.number().int().min(1).default(DEFAULT_TUNE_MAX_BYTES),
  LOG_MAX_BYTES: z.coerce.number().int().min(1).default(DEFAULT_LOG_MAX_BYTES),
  /** Files go to an S3-compatible bucket when S3_BUCKET is set, else to DATA_DIR/files. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** For S3-compatible services (MinIO, R2…); unset for AWS. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address verification at checkout (decision 0029): `local` rules, or a Pelias-compatible HTTP geocoder. */
  GEOCODER: z.enum(['local', 'pelias']).default('local'),
  GEOCODER_URL: z.url().default('https://api.geocode.earth'),
  GEOCODER_TOKEN: z.string().min(1).optional(),
})
export type Env = z.infer<typeof EnvSchema>

/** Reads and checks the environment; bad config stops start with the field named. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.superRefine(requireTogether).safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`)
  }
  return parsed.data
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** The test database server, when set: API tests then also run on PostgreSQL. */
export function readTestDatabaseUrl(source: Record<string, string | undefined> = process.env): string | undefined {
  return source.TEST_DATABASE_URL || undefined
}

/** Settings that only work as a group: a half-configured payment provider stops start, naming what is missing. */
const TOGETHER = [
  ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
  ['BRAINTREE_MERCHANT_ID', 'BRAINTREE_PUBLIC_KEY', 'BRAINTREE_PRIVATE_KEY'],
  ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
] as const satisfies readonly (readonly (keyof Env)[])[]

function requireTogether(env: Env, ctx: z.RefinementCtx) {
  for (const group of TOGETHER) {
    const set = group.filter((name) => env[name] !== undefined)
    if (set.length === 0 || set.length === group.length) continue
    for (const name of group.filter((name) => env[name] === undefined)) {
      ctx.addIssue({ code: 'custom', path: [name], message: `is needed with ${set.join(' and ')}` })
    }
  }
}
