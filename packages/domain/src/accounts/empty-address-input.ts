import type { AddressInput } from './address.schema'

/**
 * A new address before anything is typed (the address book's form and checkout start from it). Its own module,
 * without the address schema: the checkout page reads it at load and loads no schema library for it.
 */
export const EMPTY_ADDRESS_INPUT: Readonly<AddressInput> = {
  full_name: '',
  country_code: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postal_code: '',
  email: '',
  phone: '',
}
