import https from 'node:https'
import net from 'node:net'
import type { Duplex } from 'node:stream'
import tls from 'node:tls'
import {
  ApiError,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  type Order,
} from '@paypal/paypal-server-sdk'
import { eq } from 'drizzle-orm'
import { decimalAmountOf, minorAmountOf } from '@shop/domain/money'
import type { PaymentErrorKind } from '@shop/domain/payments'
import type { Db } from '../../db/client'
import { paypalCaptureAttempt } from '../../db/schema/payments'
import {
  paymentFailure,
  type ChargeRequest,
  type ChargeResult,
  type ChargeSucceeded,
  type FoundCharge,
  type PaymentProvider,
  type RefundResult,
} from './payment-provider'

export type PaypalConfig = {
  environment: 'sandbox' | 'production'
  clientId: string
  clientSecret: string
  /**
   * Where API calls go instead (a test fake). The SDK has no base-URL setting; its `httpsAgent` setting
   * takes an agent that opens the connections to this origin.
   */
  apiBaseUrl?: string
}

/** The message for an order approved for another amount than the one being paid. */
export const PAYPAL_AMOUNT_MISMATCH_MESSAGE =
  'The PayPal payment does not match the amount due, so nothing was charged. Please approve the payment again.'

/**
 * An HTTPS agent that connects every PayPal call to `target` instead (plain TCP for http://, TLS for
 * https://); the request itself, host header and paths included, is what the SDK built.
 */
class RedirectingAgent extends https.Agent {
  constructor(private readonly target: URL) {
    super({ keepAlive: true })
  }

  override createConnection(): Duplex {
    const host = this.target.hostname
    if (this.target.protocol === 'https:')
      return tls.connect({ host, port: Number(this.target.port || 443), servername: host })
    return net.connect({ host, port: Number(this.target.port || 80) })
  }
}

function clientOf(config: PaypalConfig): Client {
  return new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: config.clientId, oAuthClientSecret: config.clientSecret },
    environment: config.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: 20_000,
    httpClientOptions: {
      timeout: 20_000,
      // The SDK retries GETs on 5xx and timeouts with backoff; a capture is retried by the buyer (network_down_retry).
      retryConfig: { maxNumberOfRetries: 1 },
      ...(config.apiBaseUrl ? { httpsAgent: new RedirectingAgent(new URL(config.apiBaseUrl)) } : {}),
    },
  })
}

type Capture = { id?: string; status?: string; amount?: { currencyCode: string; value: string } }

function captureOf(order: Order): Capture | undefined {
  return order.purchaseUnits?.[0]?.payments?.captures?.[0]
}

/**
 * PayPal through the official server SDK: the browser's PayPal button creates and approves an order
 * (`ppe_order_id`); the server checks its amount and currency against what is due and captures it, with
 * our idempotency key as `PayPal-Request-Id`.
 */
export function createPaypalProvider(config: PaypalConfig, db: Db) {
  const client = clientOf(config)
  const orders = new OrdersController(client)
  const payments = new PaymentsController(client)

  const succeeded = (capture: Capture): ChargeSucceeded | null => {
    if (capture.status !== 'COMPLETED' || !capture.id || !capture.amount) return null
    return {
      ok: true,
      chargeId: capture.id,
      provider: 'paypal',
      amountMinor: minorAmountOf(capture.amount.value, capture.amount.currencyCode),
      currency: capture.amount.currencyCode,
    }
  }

  const provider: PaymentProvider = {
    name: 'paypal',

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const { method } = request
      if (method.provider !== 'paypal') throw new Error(`paypal cannot charge ${method.provider}`)
      try {
        const { result: order } = await orders.getOrder({ id: method.orderId })
        const previous = captureOf(order)
        const done = previous && succeeded(previous)
        // A buyer could approve an order of one cent and send its id for an order of hundreds.
        const due = order.purchaseUnits?.[0]?.amount
        if (
          !due ||
          due.currencyCode !== request.currency ||
          due.value !== decimalAmountOf(request.amountMinor, request.currency)
        ) {
          return paymentFailure('unknown', PAYPAL_AMOUNT_MISMATCH_MESSAGE)
        }
        const [attempt] = await db
          .select()
          .from(paypalCaptureAttempt)
          .where(eq(paypalCaptureAttempt.idempotencyKey, request.idempotencyKey))
        // Captured before: only the same key may claim it (a retry after a lost answer); another is a second payment.
        if (done) return attempt?.orderId === method.orderId ? done : paymentFailure('duplicate')
        // A key retried with a newly approved order (the first was declined) now stands for the new order.
        await db
          .insert(paypalCaptureAttempt)
          .values({ idempotencyKey: request.idempotencyKey, orderId: method.orderId })
          .onConflictDoUpdate({ target: paypalCaptureAttempt.idempotencyKey, set: { orderId: method.orderId } })
        const { result } = await orders.captureOrder({
          id: method.orderId,
          paypalRequestId: request.idempotencyKey,
          prefer: 'return=representation',
        })
        const capture = captureOf(result)
        const ok = capture && succeeded(capture)
        if (ok) return ok
        return paymentFailure(paypalCaptureKindOf(capture as { processorResponse?: { responseCode?: string } }))
      } catch (error) {
        return paymentFailure(paypalErrorKindOf(error))
      }
    },

    async refund(chargeId: string, amountMinor: bigint, idempotencyKey: string): Promise<RefundResult> {
      try {
        const { result: capture } = await payments.getCapturedPayment({ captureId: chargeId })
        const currency = capture.amount?.currencyCode ?? ''
        const { result } = await payments.refundCapturedPayment({
          captureId: chargeId,
          paypalRequestId: idempotencyKey,
          prefer: 'return=representation',
          body: { amount: { currencyCode: currency, value: decimalAmountOf(amountMinor, currency) } },
        })
        if (!result.id || result.status === 'FAILED' || result.status === 'CANCELLED') return paymentFailure('unknown')
        return { ok: true, refundId: result.id, amountMinor }
      } catch (error) {
        return paymentFailure(paypalErrorKindOf(error))
      }
    },

    async findCharge(idempotencyKey: string): Promise<FoundCharge | null> {
      const [attempt] = await db
        .select()
        .from(paypalCaptureAttempt)
        .where(eq(paypalCaptureAttempt.idempotencyKey, idempotencyKey))
      if (!attempt) return null
      const { result: order } = await orders.getOrder({ id: attempt.orderId })
      const capture = captureOf(order)
      const ok = capture && succeeded(capture)
      if (!ok) return null
      const { ok: _ok, ...found } = ok
      return found
    },
  }

  return { provider }
}

const REVOKED_ISSUES = new Set([
  'PAYER_ACCOUNT_LOCKED_OR_CLOSED',
  'PAYER_ACCOUNT_RESTRICTED',
  'PAYER_CANNOT_PAY',
  'CARD_CLOSED',
  'PAYMENT_SOURCE_CANNOT_BE_USED',
  'RESOURCE_NOT_FOUND',
  'INVALID_RESOURCE_ID',
  'ORDER_EXPIRED',
])

/** A capture PayPal answered with a status other than COMPLETED: the processor's response code. */
export function paypalCaptureKindOf(
  capture: { processorResponse?: { responseCode?: string } } | undefined,
): PaymentErrorKind {
  const code = capture?.processorResponse?.responseCode ?? ''
  if (code === '5400' || code === '54') return 'card_expired'
  if (code === '5110' || code === '00N7' || code === '0500') return 'avs_cvv'
  return 'unknown'
}

/** PayPal's error (HTTP status and the `details[].issue` of its body) mapped to a SPEC §8 kind. */
export function paypalErrorKindOf(error: unknown): PaymentErrorKind {
  if (!(error instanceof ApiError)) {
    // No answer at all (refused connection, timeout): the SDK throws a plain error.
    return 'network_down_retry'
  }
  if (error.statusCode >= 500 || error.statusCode === 429) return 'network_down_retry'
  const issues = issuesOf(error)
  if (issues.includes('CARD_EXPIRED')) return 'card_expired'
  if (issues.some((issue) => issue.includes('CVV') || issue.includes('AVS'))) return 'avs_cvv'
  if (issues.includes('ORDER_ALREADY_CAPTURED') || issues.includes('DUPLICATE_INVOICE_ID')) return 'duplicate'
  if (error.statusCode === 404 || issues.some((issue) => REVOKED_ISSUES.has(issue))) return 'revoked_payment_method'
  return 'unknown'
}

function issuesOf(error: ApiError): string[] {
  const body = (error.result ?? (typeof error.body === 'string' ? safeJson(error.body) : undefined)) as
    { details?: { issue?: unknown }[] } | undefined
  return (body?.details ?? []).flatMap((detail) => (typeof detail.issue === 'string' ? [detail.issue] : []))
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
