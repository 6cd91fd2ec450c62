import { isAddressUpdate, type Address, type AddressInput } from '@shop/domain/accounts'
import { answer } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'

/** SPEC §5 "Address save": a positive id means update (PATCH), otherwise create (POST). */
export async function saveAddress(id: number | null | undefined, input: AddressInput): Promise<Address> {
  if (isAddressUpdate(id))
    return await answer(browserApi.PATCH('/api/v1/addresses/{id}', { params: { path: { id } }, body: input }))
  return await answer(browserApi.POST('/api/v1/addresses', { body: input }))
}

export async function deleteAddress(id: number): Promise<void> {
  await answer(browserApi.DELETE('/api/v1/addresses/{id}', { params: { path: { id } } }))
}
