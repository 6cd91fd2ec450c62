import {
  PAYMENT_PROVIDERS,
  paymentMethodOf,
  TEST_PAYMENT_TOKENS,
  type PaymentFields,
  type PaymentMethod,
  type PaymentMethodSettings,
  type PaymentProviderName,
} from '@shop/domain/payments'
import type {
  ChargeRequest,
  ChargeResult,
  ChargeSucceeded,
  FoundCharge,
  PaymentProvider,
  RefundResult,
} from './payment-provider'
import { PaymentDeclined, PaymentMethodRefused } from './payment-errors'
import type { StripeAccount } from './stripe-provider'

/** Where `Payments` keeps each key's successful charge (the `payment_charge` table). */
export type ChargeJournal = {
  find(idempotencyKey: string): Promise<FoundCharge | null>
  record(idempotencyKey: string, charge: FoundCharge): Promise<void>
}

const CSP_DIRECTIVES = ['script', 'connect', 'frame', 'img'] as const
export type PaymentCspSources = Record<(typeof CSP_DIRECTIVES)[number], string[]>

/**
 * What each provider's browser part needs from a page's CSP, from the providers' own guides: Stripe.js and its card
 * iframe; Braintree's Drop-in (its script, Hosted Fields iframes, client API and analytics, sandbox and live);
 * PayPal's JavaScript SDK (script, buttons iframe, popup API calls and button images).
 */
const PROVIDER_CSP_SOURCES: Partial<Record<PaymentProviderName, PaymentCspSources>> = {
  stripe: {
    script: ['https://js.stripe.com'],
    connect: ['https://api.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    img: [],
  },
  braintree: {
    script: ['https://js.braintreegateway.com', 'https://assets.braintreegateway.com'],
    connect: [
      'https://api.braintreegateway.com',
      'https://api.sandbox.braintreegateway.com',
      'https://client-analytics.braintreegateway.com',
      'https://client-analytics.sandbox.braintreegateway.com',
      'https://*.braintree-api.com',
    ],
    frame: ['https://assets.braintreegateway.com'],
    img: ['https://assets.braintreegateway.com'],
  },
  paypal: {
    script: ['https://www.paypal.com', 'https://*.paypal.com'],
    connect: ['https://*.paypal.com'],
    frame: ['https://*.paypal.com'],
    img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  },
}

/** Braintree Drop-in in the browser starts from a client token the server makes. */
export type BraintreeClientTokens = { clientToken(): Promise<string> }

export const PAYMENT_METHOD_UNAVAILABLE_MESSAGE = 'This payment method is not available. Please choose another one.'

/** What the browser may know about the providers that are on (public keys only). */
export type PaymentsPublicConfig = {
  stripePublishableKey?: string
  braintreeClientTokenUrl?: string
  paypalClientId?: string
  paypalCurrencies?: readonly string[]
}

/**
 * `deps.payments`: the one door to money coming in. Knows which providers are on, turns wire fields into a
 * method, and sends each charge to the provider of its method.
 */
export class Payments {
  readonly #providers: Map<PaymentProviderName, PaymentProvider>
  #cspSources: PaymentCspSources | undefined
  readonly #journal: ChargeJournal
  readonly publicConfig: PaymentsPublicConfig
  /** Stripe's extras (saved cards, webhook signatures), when Stripe is on. */
  readonly stripe: StripeAccount | undefined
  /** Braintree's client tokens for Drop-in, when Braintree is on. */
  readonly braintree: BraintreeClientTokens | undefined

  constructor(options: {
    providers: readonly PaymentProvider[]
    journal: ChargeJournal
    publicConfig?: PaymentsPublicConfig
    stripe?: StripeAccount
    braintree?: BraintreeClientTokens
  }) {
    this.#providers = new Map(options.providers.map((provider) => [provider.name, provider]))
    this.#journal = options.journal
    this.publicConfig = options.publicConfig ?? {}
    this.stripe = options.stripe
    this.braintree = options.braintree
  }

  /** The providers that are on, in a stable order. */
  get enabled(): PaymentProviderName[] {
    return PAYMENT_PROVIDERS.filter((name) => this.#providers.has(name))
  }

  isEnabled(name: PaymentProviderName): boolean {
    return this.#providers.has(name)
  }

  provider(name: PaymentProviderName): PaymentProvider | undefined {
    return this.#providers.get(name)
  }

  /**
   * The payment method of a pay request's wire fields (SPEC §3); `PaymentMethodRefused` (a 422 on the wire) when
   * none, several, or a method whose provider is off is named.
   */
  methodOf(fields: PaymentFields): PaymentMethod {
    const result = paymentMethodOf(fields)
    if (!result.ok) throw new PaymentMethodRefused(result.errors)
    if (!this.isEnabled(result.method.provider))
      throw new PaymentMethodRefused({ payment: [PAYMENT_METHOD_UNAVAILABLE_MESSAGE] })
    return result.method
  }

  /**
   * Charges through the method's provider; declines come back as `{ ok: false, kind, message }`. A key that
   * already charged answers that charge without asking any provider, so a retry with another card (after a
   * lost answer) cannot charge twice; a decline is not kept, so the buyer can try another card.
   */
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const provider = this.#require(request.method.provider)
    const previous = await this.#journal.find(request.idempotencyKey)
    if (previous) {
      if (previous.amountMinor !== request.amountMinor || previous.currency !== request.currency) {
        throw new Error(`idempotency key ${request.idempotencyKey} was used for another amount`)
      }
      return { ok: true, ...previous }
    }
    const result = await provider.charge(request)
    if (result.ok) await this.#journal.record(request.idempotencyKey, result)
    return result
  }

  /** `charge`, with a decline thrown as `PaymentDeclined` (the 402 `{ code: kind, message }` of SPEC §8 on the wire). */
  async chargeOrThrow(request: ChargeRequest): Promise<ChargeSucceeded> {
    const result = await this.charge(request)
    if (!result.ok) throw new PaymentDeclined(result.kind, result.message)
    return result
  }

  async refund(
    provider: PaymentProviderName,
    chargeId: string,
    amountMinor: bigint,
    idempotencyKey: string,
  ): Promise<RefundResult> {
    return this.#require(provider).refund(chargeId, amountMinor, idempotencyKey)
  }

  /**
   * Reconciliation after a crash: the charge made with this key, asking `provider` when known, else every
   * provider that is on. `null` when no money moved for the key.
   */
  async findCharge(idempotencyKey: string, provider?: PaymentProviderName): Promise<FoundCharge | null> {
    const recorded = await this.#journal.find(idempotencyKey)
    if (recorded && (!provider || recorded.provider === provider)) return recorded
    const names = provider ? [provider] : this.enabled
    for (const name of names) {
      const found = await this.#require(name).findCharge(idempotencyKey)
      if (found) return found
    }
    return null
  }

  /** `GET /api/v1/payment-method-settings`. */
  settings(): PaymentMethodSettings {
    const on = (name: PaymentProviderName) => this.isEnabled(name)
    const { stripePublishableKey, braintreeClientTokenUrl, paypalClientId, paypalCurrencies } = this.publicConfig
    return {
      test: { enabled: on('test'), tokens: on('test') ? TEST_PAYMENT_TOKENS.map((entry) => ({ ...entry })) : [] },
      stripe: { enabled: on('stripe'), publishable_key: on('stripe') ? (stripePublishableKey ?? null) : null },
      braintree: {
        enabled: on('braintree'),
        client_token_url: on('braintree') ? (braintreeClientTokenUrl ?? null) : null,
      },
      paypal: {
        enabled: on('paypal'),
        client_id: on('paypal') ? (paypalClientId ?? null) : null,
        currency_codes: on('paypal') ? [...(paypalCurrencies ?? [])] : [],
      },
    }
  }

  /**
   * The hosts a page's CSP must allow for the browser parts of the providers that are on (Stripe.js, Braintree's
   * Drop-in, PayPal's buttons). Their scripts are only loaded by the payment step, when the buyer picks the method.
   */
  cspSources(): PaymentCspSources {
    // Asked for by every rendered page; the providers are fixed when the facade is made.
    this.#cspSources ??= this.enabled.reduce<PaymentCspSources>(
      (sources, name) => {
        const own = PROVIDER_CSP_SOURCES[name]
        if (own) for (const key of CSP_DIRECTIVES) sources[key].push(...own[key])
        return sources
      },
      { script: [], connect: [], frame: [], img: [] },
    )
    return this.#cspSources
  }

  #require(name: PaymentProviderName): PaymentProvider {
    const provider = this.#providers.get(name)
    if (!provider) throw new PaymentMethodRefused({ payment: [PAYMENT_METHOD_UNAVAILABLE_MESSAGE] })
    return provider
  }
}
