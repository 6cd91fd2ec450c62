/**
 * The payments facade's refusals, as typed errors: the platform knows no HTTP (decision 0073), and the HTTP layer
 * maps these to the error envelope (`http/platform-errors.ts`).
 */

/** A pay request's payment fields name no method, several, or one whose provider is off: field → messages. */
export class PaymentMethodRefused extends Error {
  override name = 'PaymentMethodRefused'
  constructor(readonly errors: Record<string, string[]>) {
    super('The payment method was refused.')
  }
}

/** The provider declined the charge: `kind` is the SPEC §8 code of the decline, the message its text. */
export class PaymentDeclined extends Error {
  override name = 'PaymentDeclined'
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message)
  }
}
