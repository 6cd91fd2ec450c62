import { PaymentDeclined, PaymentMethodRefused } from '../platform/payments/payment-errors'
import { AppError, paymentRequired, validationFailed } from './app-error'

/**
 * An error as the one error type of the server: the platform's typed refusals become their SPEC §8 answers (a
 * refused payment method 422 on its field, a declined charge 402 with the decline's code and text); anything else
 * that is no AppError is null (an unexpected error). The platform throws them without knowing HTTP (decision 0073).
 */
export function asAppError(error: Error): AppError | null {
  if (error instanceof AppError) return error
  if (error instanceof PaymentMethodRefused) return validationFailed(error.errors)
  if (error instanceof PaymentDeclined) return paymentRequired(error.kind, error.message)
  return null
}
