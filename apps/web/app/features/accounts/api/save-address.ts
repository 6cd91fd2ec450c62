import { isAddressUpdate, type Address, type AddressInput } from '@shop/domain/accounts'
import { browserApi } from '../../../lib/browser-api'

/** SPEC §5 "Address save": a positive id means update (PATCH), otherwise create (POST). */
export function saveAddress(id: number | null | undefined, input: AddressInput): Promise<Address> {
  if (isAddressUpdate(id)) return browserApi.patch<Address>(`/v1/addresses/${id}`, input)
  return browserApi.post<Address>('/v1/addresses', input)
}

export function deleteAddress(id: number): Promise<void> {
  return browserApi.delete<void>(`/v1/addresses/${id}`)
}
