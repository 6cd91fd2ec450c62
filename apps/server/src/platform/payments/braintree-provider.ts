import braintree from 'braintree'
import { decimalAmountOf, minorAmountOf } from '@shop/domain/money'
import type { PaymentErrorKind } from '@shop/domain/payments'
import {
  paymentFailure,
  type ChargeRequest,
  type ChargeResult,
  type FoundCharge,
  type PaymentProvider,
  type RefundResult,
} from './payment-provider'

export type BraintreeConfig = {
  environment: 'sandbox' | 'production'
  merchantId: string
  publicKey: string
  privateKey: string
  /** Braintree settles each merchant account in one currency: the account per currency, else the default. */
  merchantAccounts?: Readonly<Record<string, string>>
  /** Another gateway origin (a test fake), through the SDK's own Environment (host, port, ssl). */
  apiBaseUrl?: string
}

/** `USD:shop_usd,EUR:shop_eur` → { USD: 'shop_usd', EUR: 'shop_eur' }. */
export function parseMerchantAccounts(text: string | undefined): Record<string, string> {
  if (!text) return {}
  return Object.fromEntries(text.split(',').map((pair) => pair.split(':') as [string, string]))
}

function environmentOf(config: BraintreeConfig): braintree.Environment {
  if (config.apiBaseUrl) {
    const base = new URL(config.apiBaseUrl)
    const ssl = base.protocol === 'https:'
    const port = base.port || (ssl ? '443' : '80')
    return new braintree.Environment(base.hostname, port, config.apiBaseUrl, ssl, base.hostname, port)
  }
  return config.environment === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox
}

// Transactions that moved (or will move) money, as opposed to declined or voided ones.
const CHARGED_STATUSES = new Set([
  'authorized',
  'submitted_for_settlement',
  'settling',
  'settled',
  'settlement_pending',
])

type BraintreeTransaction = {
  id: string
  /** `sale` for a charge, `credit` for a refund. */
  type: string
  status: string
  amount: string
  currencyIsoCode: string
  processorResponseCode?: string
  gatewayRejectionReason?: string
}

/**
 * Braintree through `transaction.sale` with the Drop-in nonce and device data, submitted for settlement at
 * once. Braintree has no idempotency keys: the order id carries ours, and a charge first looks for a
 * transaction with that order id (Braintree's duplicate checking catches a racing twin as `duplicate`).
 */
export function createBraintreeProvider(config: BraintreeConfig) {
  const gateway = new braintree.BraintreeGateway({
    environment: environmentOf(config),
    merchantId: config.merchantId,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  })

  async function transactionsWithOrderId(orderId: string): Promise<BraintreeTransaction[]> {
    const found: BraintreeTransaction[] = []
    const stream = gateway.transaction.search((search) => search.orderId().is(orderId))
    for await (const transaction of stream) found.push(transaction as BraintreeTransaction)
    return found
  }

  const toFound = (transaction: BraintreeTransaction): FoundCharge => ({
    chargeId: transaction.id,
    provider: 'braintree',
    amountMinor: minorAmountOf(transaction.amount, transaction.currencyIsoCode),
    currency: transaction.currencyIsoCode,
  })

  /** The charge (`sale`) or refund (`credit`) that went through under our key, if any. */
  async function doneWithOrderId(orderId: string, type: 'sale' | 'credit') {
    return (await transactionsWithOrderId(orderId)).find((t) => t.type === type && CHARGED_STATUSES.has(t.status))
  }

  async function findCharge(idempotencyKey: string): Promise<FoundCharge | null> {
    const charged = await doneWithOrderId(idempotencyKey, 'sale')
    return charged ? toFound(charged) : null
  }

  // The SDK sends an object as the refund's fields (lib/braintree/transaction_gateway.js, `refund(id, options)`);
  // its type declarations know only the amount.
  const refundWithFields = gateway.transaction.refund.bind(gateway.transaction) as unknown as (
    id: string,
    fields: { amount: string; orderId: string },
  ) => ReturnType<typeof gateway.transaction.refund>

  const toRefunded = (refund: BraintreeTransaction): RefundResult => ({
    ok: true,
    refundId: refund.id,
    amountMinor: minorAmountOf(refund.amount, refund.currencyIsoCode),
  })

  const provider: PaymentProvider = {
    name: 'braintree',

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const { method } = request
      if (method.provider !== 'braintree') throw new Error(`braintree cannot charge ${method.provider}`)
      try {
        const previous = await findCharge(request.idempotencyKey)
        if (previous) return { ok: true, ...previous }
        const merchantAccountId = config.merchantAccounts?.[request.currency]
        const result = await gateway.transaction.sale({
          amount: decimalAmountOf(request.amountMinor, request.currency),
          paymentMethodNonce: method.nonce,
          ...(method.deviceData ? { deviceData: method.deviceData } : {}),
          orderId: request.idempotencyKey,
          ...(merchantAccountId ? { merchantAccountId } : {}),
          customer: { email: request.customer.email },
          options: { submitForSettlement: true },
        })
        if (result.success) {
          const transaction = result.transaction as unknown as BraintreeTransaction
          // A default merchant account in another currency would charge the wrong money: refuse to pretend.
          if (transaction.currencyIsoCode !== request.currency) {
            await gateway.transaction.void(transaction.id)
            return paymentFailure('unknown')
          }
          return { ok: true, ...toFound(transaction) }
        }
        return paymentFailure(braintreeDeclineKindOf(result))
      } catch (error) {
        return paymentFailure(braintreeErrorKindOf(error))
      }
    },

    async refund(chargeId: string, amountMinor: bigint, idempotencyKey: string): Promise<RefundResult> {
      try {
        // As for charges, the refund's order id carries our key: a retry after a lost answer finds the refund
        // it made instead of refunding twice.
        const previous = await doneWithOrderId(idempotencyKey, 'credit')
        if (previous) return toRefunded(previous)
        const transaction = (await gateway.transaction.find(chargeId)) as unknown as BraintreeTransaction
        const result = await refundWithFields(chargeId, {
          amount: decimalAmountOf(amountMinor, transaction.currencyIsoCode),
          orderId: idempotencyKey,
        })
        if (!result.success) return paymentFailure(braintreeDeclineKindOf(result))
        return toRefunded(result.transaction as unknown as BraintreeTransaction)
      } catch (error) {
        return paymentFailure(braintreeErrorKindOf(error))
      }
    },

    findCharge,
  }

  return {
    provider,
    /** A client token for Drop-in in the browser. */
    async clientToken(): Promise<string> {
      const response = await gateway.clientToken.generate({})
      return response.clientToken
    },
  }
}

const REVOKED_PROCESSOR_CODES = new Set(['2012', '2013', '2014', '2047', '2053', '2057'])
const REVOKED_VALIDATION_CODES = new Set(['91564', '91565', '93107', '93108'])
const NETWORK_ERROR_TYPES = new Set([
  'serverError',
  'serviceUnavailableError',
  'gatewayTimeoutError',
  'requestTimeoutError',
  'tooManyRequestsError',
  'unexpectedError',
])

/** A failed `sale` or `refund` result: the processor's response code, the gateway's rejection or a validation error. */
export function braintreeDeclineKindOf(result: {
  transaction?: unknown
  errors?: { deepErrors(): { code: string }[] }
}): PaymentErrorKind {
  const transaction = result.transaction as BraintreeTransaction | undefined
  if (transaction?.status === 'gateway_rejected') {
    const reason = transaction.gatewayRejectionReason ?? ''
    if (reason === 'avs' || reason === 'cvv' || reason === 'avs_and_cvv') return 'avs_cvv'
    if (reason === 'duplicate') return 'duplicate'
    return 'unknown'
  }
  if (transaction?.status === 'processor_declined') {
    const code = transaction.processorResponseCode ?? ''
    if (code === '2004') return 'card_expired'
    if (code === '2010' || code === '2060') return 'avs_cvv'
    if (REVOKED_PROCESSOR_CODES.has(code)) return 'revoked_payment_method'
    if (code === '3000') return 'network_down_retry'
    return 'unknown'
  }
  const codes = result.errors?.deepErrors().map((error) => error.code) ?? []
  if (codes.some((code) => REVOKED_VALIDATION_CODES.has(code))) return 'revoked_payment_method'
  return 'unknown'
}

/** A thrown SDK error (no answer, or an HTTP error status) mapped to a kind. */
export function braintreeErrorKindOf(error: unknown): PaymentErrorKind {
  const type = (error as { type?: unknown } | null)?.type
  if (typeof type === 'string' && NETWORK_ERROR_TYPES.has(type)) return 'network_down_retry'
  // A socket that never connected (ECONNREFUSED, DNS) arrives as a plain Error with a code.
  if (typeof (error as { code?: unknown } | null)?.code === 'string') return 'network_down_retry'
  return 'unknown'
}
