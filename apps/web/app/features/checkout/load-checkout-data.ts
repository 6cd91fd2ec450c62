import { loadPaymentStepData } from '../payments'
import { answer, type Api } from '../../lib/api-client'

/**
 * What the one checkout form needs from the server, for `/checkout` and for `/purchase/catalog` (the same checkout
 * opened on a vehicle bundle, decision 0068): the address book, the countries and the payment step's settings.
 */
export async function loadCheckoutData(api: Api) {
  const [addresses, payment, countries] = await Promise.all([
    // A guest has no address book (401): they type a new address.
    answer(api.GET('/api/v1/addresses')).then(
      (result) => result.data,
      () => [],
    ),
    loadPaymentStepData(api),
    // SPEC §7 v1/countries: the country select's list, rendered with the page.
    answer(api.GET('/api/v1/countries')).then((result) => result.data),
  ])
  return { addresses, countries, payments: payment.settings, savedCards: payment.savedCards }
}
