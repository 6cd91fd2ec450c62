import { PAYMENT_ERROR_MESSAGES } from '@shop/domain/payments'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PAYMENT_TOKENS } from '@shop/domain/payments'
import { startBraintreeFake } from '../../../test/payment-fakes/braintree-fake'
import { startStripeFake, type StripeFake } from '../../../test/payment-fakes/stripe-fake'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { readEnv } from '../../env'
import { asAppError } from '../../http/platform-errors'
import { PaymentDeclined, PaymentMethodRefused } from '../../platform/payments/payment-errors'
import { stripeWebhookEvent } from '../../db/schema/payments'

const WEBHOOK_SECRET = 'whsec_test_secret'

let fake: StripeFake
let app: TestApp
let plain: TestApp

beforeAll(async () => {
  fake = await startStripeFake()
  app = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_public',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: fake.url,
    },
  })
  plain = await createTestApp({ env: { PAYMENTS_TEST_PROVIDER: 'false' } })
})
afterAll(async () => {
  await app.close()
  await plain.close()
  await fake.close()
})

describe('GET /api/v1/payment-method-settings', () => {
  it('lists the methods that are on with their public keys, and the test cards', async () => {
    const response = await app.request('GET', '/api/v1/payment-method-settings')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({
      test: { enabled: true, tokens: TEST_PAYMENT_TOKENS.map((entry) => ({ ...entry })) },
      stripe: { enabled: true, publishable_key: 'pk_test_public' },
      braintree: { enabled: false, client_token_url: null },
      paypal: { enabled: false, client_id: null, currency_codes: [] },
    })
    expect(JSON.stringify(body)).not.toContain('sk_test')
    expect(JSON.stringify(body)).not.toContain('whsec')
  })

  it('with nothing configured and the test provider off, every method is off', async () => {
    const body = await (await plain.request('GET', '/api/v1/payment-method-settings')).json()
    expect(body.test).toEqual({ enabled: false, tokens: [] })
    expect(body.stripe).toEqual({ enabled: false, publishable_key: null })
  })
})

describe('/api/v1/stripe-payment-methods', () => {
  it('needs a login', async () => {
    expect((await app.request('GET', '/api/v1/stripe-payment-methods')).status).toBe(401)
    expect((await app.request('DELETE', '/api/v1/stripe-payment-methods', { body: { id: 'pm_1' } })).status).toBe(401)
  })

  it('lists and removes only the buyer’s own saved cards; another buyer’s card is a 404', async () => {
    const alice = await app.signUp('alice@example.com')
    const bob = await app.signUp('bob@example.com')
    const aliceId = (await (await app.request('GET', '/api/global/v1/ui-state', { cookie: alice })).json()).user.id
    // Alice pays once and saves the card, as the checkout does with stripe_payment_method_new.
    const charge = await app.deps.payments.charge({
      idempotencyKey: 'order:alice-1',
      amountMinor: 1_500n,
      currency: 'USD',
      description: 'TuneShop order',
      customer: { email: 'alice@example.com', userId: aliceId },
      method: { provider: 'stripe', paymentMethodId: 'pm_card_visa', saveForLater: true },
    })
    expect(charge.ok).toBe(true)

    const listed = await app.request('GET', '/api/v1/stripe-payment-methods', { cookie: alice })
    expect(listed.status).toBe(200)
    expect((await listed.json()).data).toEqual([
      { id: 'pm_card_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    ])
    expect((await (await app.request('GET', '/api/v1/stripe-payment-methods', { cookie: bob })).json()).data).toEqual(
      [],
    )

    const stolen = await app.request('DELETE', '/api/v1/stripe-payment-methods', {
      cookie: bob,
      body: { id: 'pm_card_visa' },
    })
    expect(stolen.status).toBe(404)
    expect(await stolen.json()).toMatchObject({ code: 'not_found' })
    expect(fake.cards.get('pm_card_visa')?.customer).toBeTruthy()

    const bad = await app.request('DELETE', '/api/v1/stripe-payment-methods', { cookie: alice, body: { id: 'pm 1' } })
    expect(bad.status).toBe(422)

    const removed = await app.request('DELETE', '/api/v1/stripe-payment-methods/pm_card_visa', { cookie: alice })
    expect(removed.status).toBe(204)
    expect((await (await app.request('GET', '/api/v1/stripe-payment-methods', { cookie: alice })).json()).data).toEqual(
      [],
    )
    expect((await app.request('DELETE', '/api/v1/stripe-payment-methods/pm_card_visa', { cookie: alice })).status).toBe(
      404,
    )
  })

  it('with Stripe off a buyer has no saved cards', async () => {
    const cookie = await plain.signUp('carol@example.com')
    expect((await (await plain.request('GET', '/api/v1/stripe-payment-methods', { cookie })).json()).data).toEqual([])
  })
})

describe('POST /api/v1/stripe/webhook', () => {
  const event = {
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_123', object: 'payment_intent' } },
  }
  const payload = JSON.stringify(event)
  const send = (target: TestApp, body: string, signature: string) =>
    target.request('POST', '/api/v1/stripe/webhook', {
      body,
      // Stripe's servers send no Origin: the webhook is not a browser form.
      headers: { origin: '', 'stripe-signature': signature },
    })

  it('a bad or missing signature is a 400 and records nothing', async () => {
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' })
    const response = await send(app, payload, forged)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'bad_request',
      message: 'The webhook signature could not be verified.',
    })
    expect((await send(app, payload, '')).status).toBe(400)
    // The signature covers the exact bytes: the same event re-serialised does not verify.
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    expect((await send(app, JSON.stringify(event, null, 2), header)).status).toBe(400)
    expect(await app.db.select().from(stripeWebhookEvent)).toHaveLength(0)
  })

  it('a good signature is a 200; a replay is a 200 that changes nothing', async () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const first = await send(app, payload, header)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true, duplicate: false })
    const replay = await send(app, payload, header)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ received: true, duplicate: true })
    const rows = await app.db.select().from(stripeWebhookEvent)
    expect(rows.map((row) => [row.id, row.type, row.objectId])).toEqual([
      ['evt_1', 'payment_intent.succeeded', 'pi_123'],
    ])
  })

  it('is not there when Stripe is off', async () => {
    expect((await send(plain, payload, 't=1,v1=x')).status).toBe(404)
  })
})

describe('the Payments facade (deps.payments)', () => {
  it('lets pages load the browser parts of the providers that are on, and no others (CSP hosts)', () => {
    const sources = app.deps.payments.cspSources()
    expect(sources.script).toContain('https://js.stripe.com')
    expect(sources.frame).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']))
    expect(sources.connect).toContain('https://api.stripe.com')
    expect(sources.script.some((host) => /braintree|paypal/.test(host))).toBe(false)
    expect(plain.deps.payments.cspSources()).toEqual({ script: [], connect: [], frame: [], img: [] })
  })

  it('with Braintree and PayPal on, pages may load Drop-in and the PayPal buttons; no client token while Braintree is out of reach is a 402', async () => {
    const wallets = await createTestApp({
      env: {
        BRAINTREE_MERCHANT_ID: 'merchant',
        BRAINTREE_PUBLIC_KEY: 'public',
        BRAINTREE_PRIVATE_KEY: 'private',
        PAYPAL_CLIENT_ID: 'paypal-client',
        PAYPAL_CLIENT_SECRET: 'paypal-secret',
        // Nothing listens there: Braintree out of reach.
        BRAINTREE_API_BASE_URL: 'http://127.0.0.1:9',
      },
    })
    try {
      const sources = wallets.deps.payments.cspSources()
      expect(sources.script).toEqual(
        expect.arrayContaining(['https://js.braintreegateway.com', 'https://www.paypal.com']),
      )
      expect(sources.frame).toEqual(
        expect.arrayContaining(['https://assets.braintreegateway.com', 'https://*.paypal.com']),
      )
      expect(sources.connect).toContain('https://api.sandbox.braintreegateway.com')
      expect(sources.img).toContain('https://*.paypalobjects.com')
      expect(sources.script.some((host) => host.includes('stripe'))).toBe(false)
      const settings = wallets.deps.payments.settings()
      expect(settings.braintree).toEqual({ enabled: true, client_token_url: '/api/v1/braintree/client-token' })
      expect(settings.paypal).toMatchObject({ enabled: true, client_id: 'paypal-client' })
      // No client token while Braintree cannot be reached: the catalogue's network_down_retry, never a 500.
      const token = await wallets.request('GET', '/api/v1/braintree/client-token')
      expect(token.status).toBe(402)
      expect(await token.json()).toEqual({
        code: 'network_down_retry',
        message: PAYMENT_ERROR_MESSAGES.network_down_retry,
      })
    } finally {
      await wallets.close()
    }
  })

  /** The platform throws typed errors (decision 0073); the HTTP layer answers them as this status and envelope. */
  const onTheWire = (error: unknown) => asAppError(error as Error)
  const thrownBy = (act: () => unknown): unknown => {
    try {
      act()
    } catch (error) {
      return error
    }
    return null
  }

  it('turns wire fields into a method, refusing a provider that is off with a 422', () => {
    expect(app.deps.payments.methodOf({ test_token: 'tok_visa' })).toEqual({ provider: 'test', token: 'tok_visa' })
    const off = thrownBy(() => plain.deps.payments.methodOf({ test_token: 'tok_visa' }))
    expect(off).toBeInstanceOf(PaymentMethodRefused)
    expect(onTheWire(off)).toMatchObject({
      status: 422,
      errors: { payment: [expect.stringContaining('not available')] },
    })
    const none = thrownBy(() => app.deps.payments.methodOf({}))
    expect(none).toBeInstanceOf(PaymentMethodRefused)
    expect(onTheWire(none)).toMatchObject({ status: 422 })
  })

  it('chargeOrThrow answers a decline as the 402 {code: kind, message}', async () => {
    const declined = await app.deps.payments
      .chargeOrThrow({
        idempotencyKey: 'order:declined',
        amountMinor: 100n,
        currency: 'USD',
        description: 'x',
        customer: { email: 'a@example.com' },
        method: { provider: 'test', token: 'tok_card_expired' },
      })
      .then(
        () => null,
        (error: unknown) => error,
      )
    expect(declined).toBeInstanceOf(PaymentDeclined)
    expect(onTheWire(declined)).toMatchObject({
      status: 402,
      code: 'card_expired',
      message: 'Your card has expired. Please use another card.',
    })
  })

  it('a key that charged never charges again, even with another card or provider; a decline leaves the key free', async () => {
    const base = {
      idempotencyKey: 'order:journal',
      amountMinor: 2_500n,
      currency: 'USD',
      description: 'x',
      customer: { email: 'a@example.com' },
    }
    const declined = await app.deps.payments.charge({ ...base, method: { provider: 'test', token: 'tok_avs_cvv' } })
    expect(declined).toMatchObject({ ok: false, kind: 'avs_cvv' })
    const paid = await app.deps.payments.charge({ ...base, method: { provider: 'test', token: 'tok_visa' } })
    expect(paid).toMatchObject({ ok: true, provider: 'test' })
    const intents = fake.intents.size
    const again = await app.deps.payments.charge({
      ...base,
      method: { provider: 'stripe', paymentMethodId: 'pm_card_visa', saveForLater: false },
    })
    expect(again).toEqual(paid)
    expect(fake.intents.size).toBe(intents)
    expect(await app.deps.payments.findCharge('order:journal')).toMatchObject({ provider: 'test', amountMinor: 2_500n })
    await expect(
      app.deps.payments.charge({ ...base, amountMinor: 1n, method: { provider: 'test', token: 'tok_visa' } }),
    ).rejects.toThrow(/another amount/)
  })

  it('findCharge asks every provider that is on', async () => {
    const request = {
      idempotencyKey: 'order:find-me',
      amountMinor: 700n,
      currency: 'USD',
      description: 'x',
      customer: { email: 'a@example.com' },
    }
    await app.deps.payments.charge({
      ...request,
      method: { provider: 'stripe', paymentMethodId: 'pm_card_mastercard', saveForLater: false },
    })
    expect(await app.deps.payments.findCharge('order:find-me')).toMatchObject({ provider: 'stripe', amountMinor: 700n })
    expect(await app.deps.payments.findCharge('order:never')).toBeNull()
  })
})

describe('Braintree and PayPal settings', () => {
  it('lists Braintree’s client-token endpoint and PayPal’s client id, and the endpoint makes tokens', async () => {
    const braintree = await startBraintreeFake()
    const other = await createTestApp({
      env: {
        BRAINTREE_MERCHANT_ID: 'merchant1',
        BRAINTREE_PUBLIC_KEY: 'public1',
        BRAINTREE_PRIVATE_KEY: 'private1',
        BRAINTREE_API_BASE_URL: braintree.url,
        PAYPAL_CLIENT_ID: 'paypal-client-1',
        PAYPAL_CLIENT_SECRET: 'paypal-secret-1',
      },
      siteConfig: { currencies: ['USD', 'EUR'], defaultCurrency: 'USD' },
    })
    try {
      const body = await (await other.request('GET', '/api/v1/payment-method-settings')).json()
      expect(body.braintree).toEqual({ enabled: true, client_token_url: '/api/v1/braintree/client-token' })
      expect(body.paypal).toEqual({ enabled: true, client_id: 'paypal-client-1', currency_codes: ['USD', 'EUR'] })
      expect(JSON.stringify(body)).not.toMatch(/private1|paypal-secret-1/)
      const token = await other.request('GET', '/api/v1/braintree/client-token')
      expect(await token.json()).toEqual({ client_token: 'fake-client-token' })
      expect((await app.request('GET', '/api/v1/braintree/client-token')).status).toBe(404)
    } finally {
      await other.close()
      await braintree.close()
    }
  })
})

describe('payment configuration (env.ts)', () => {
  it('a half-configured provider stops start, naming what is missing', () => {
    expect(() => readEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: is needed with STRIPE_SECRET_KEY/,
    )
    expect(() => readEnv({ BRAINTREE_MERCHANT_ID: 'm' })).toThrow(/BRAINTREE_PRIVATE_KEY/)
    expect(() => readEnv({ PAYPAL_CLIENT_SECRET: 's' })).toThrow(/PAYPAL_CLIENT_ID/)
    expect(() => readEnv({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(
      /STRIPE_SECRET_KEY/,
    )
    expect(readEnv({}).PAYMENTS_TEST_PROVIDER).toBe(true)
  })
})
