import type { Address } from '@shop/domain/accounts'
import { loadPaymentStepData } from '../payments'
import type { ApiClient } from '../../lib/api-client'
import type { Country } from '@shop/domain/countries'

/**
 * What the one checkout form needs from the server, for `/checkout` and for `/purchase/catalog` (the same checkout
 * opened on a vehicle bundle, decision 0068): the address book, the countries and the payment step's settings.
 */
export async function loadCheckoutData(api: ApiClient) {
  const [addresses, payment, countries] = await Promise.all([
    // A guest has no address book (401): they type a new address.
    api.get<{ data: Address[] }>('/v1/addresses').then(
      (result) => result.data,
      () => [] as Address[],
    ),
    loadPaymentStepData(api),
    // SPEC §7 v1/countries: the country select's list, rendered with the page.
    api.get<{ data: Country[] }>('/v1/countries').then((result) => result.data),
  ])
  return { addresses, countries, payments: payment.settings, savedCards: payment.savedCards }
}
