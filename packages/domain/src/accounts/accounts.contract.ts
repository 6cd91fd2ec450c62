import { z } from 'zod'
import { AddressSchema } from './address.schema'

// The wire contract of the account operations (decision 0081); the user (UserSchema, ProfileUpdateSchema) and the
// address (AddressSchema, AddressInputSchema) are the domain's own schemas, sent as they are.

export const AddressListSchema = z.object({ data: z.array(AddressSchema) })

/** `GET /api/auth/redirect?url=`: a page of this site to go to once logged in. */
export const AuthRedirectQuerySchema = z.object({ url: z.string().max(2000).default('/') })
