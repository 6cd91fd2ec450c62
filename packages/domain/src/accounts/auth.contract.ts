import { z } from 'zod'
import { SignUpSchema, UserSchema } from './user.schema'

// The wire contract of the auth library's endpoints that the shop uses (decision 0081). The library validates the
// requests itself; these schemas describe them in the document and type the web app's calls. The redirect fields
// (`callbackURL`, `errorCallbackURL`, `redirectTo`) must be pages of this site (the server answers 422 otherwise).

/** A sign-up: the account's fields and the page the confirmation link leads to. */
export const SignUpRequestSchema = SignUpSchema.extend({ callbackURL: z.string().optional() })

export const SignInSchema = z.object({ email: z.email(), password: z.string(), rememberMe: z.boolean().optional() })

export const SignInAnswerSchema = z.object({ user: UserSchema.pick({ id: true, email: true, name: true }) })

export const PasswordResetRequestSchema = z.object({ email: z.email(), redirectTo: z.string().optional() })

export const PasswordResetSchema = z.object({ newPassword: z.string(), token: z.string() })

/** The library's answer to a reset request or a reset. */
export const AuthStatusSchema = z.object({ status: z.boolean() })

export const SocialSignInSchema = z.object({
  providerId: z.string(),
  callbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
})

export const SocialSignInAnswerSchema = z.object({ url: z.string() })
