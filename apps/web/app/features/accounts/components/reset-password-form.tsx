import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core'
import { PASSWORD_MIN_LENGTH, passwordProblem } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from 'zod'
import { answer, ApiError } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'
import { useSiteConfig } from '../../../lib/ui-state'
import { authFailureMessage } from '../auth-failure-message'
import { FormFailure } from './form-parts'
import { showServerFieldErrors } from '../api/server-field-errors'

/** The password policy as far as the page knows the account (the brand); the server adds e-mail, name and the list. */
const resetPasswordSchema = (brandName: string) =>
  z.object({
    newPassword: z.string().superRefine((password, ctx) => {
      const problem = passwordProblem(password, { brandName })
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  })
type ResetPassword = z.infer<ReturnType<typeof resetPasswordSchema>>

export const INVALID_RESET_LINK = 'This reset link is invalid or has expired.'

/** The link to ask for a new reset mail, under the invalid-link alert. */
export function InvalidResetLink() {
  return (
    <Alert color="red" variant="light" title={INVALID_RESET_LINK}>
      <Anchor component={Link} to={paths.forgotPassword()} size="sm">
        Send me a new reset link
      </Anchor>
    </Alert>
  )
}

/** Sets a new password with the token of a reset mail. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { brandName } = useSiteConfig()
  const schema = useMemo(() => resetPasswordSchema(brandName), [brandName])
  const [outcome, setOutcome] = useState<'changed' | 'invalid' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPassword>({ resolver: zodResolver(schema), defaultValues: { newPassword: '' } })

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFailure(null)
    try {
      await answer(browserApi.POST('/api/auth/reset-password', { body: { newPassword, token } }))
      setOutcome('changed')
    } catch (error) {
      // Better Auth answers 400 invalid_token for unknown, used and expired tokens alike.
      if (error instanceof ApiError && error.body?.code?.toLowerCase() === 'invalid_token') setOutcome('invalid')
      else if (!showServerFieldErrors(error, setError, ['newPassword'])) setFailure(authFailureMessage(error))
    }
  })

  if (outcome === 'invalid') return <InvalidResetLink />
  if (outcome === 'changed') {
    return (
      <Stack gap="md">
        <Text role="status">Your password has been changed.</Text>
        <Button component={Link} to={paths.login()} fullWidth>
          Log in
        </Button>
      </Stack>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormFailure message={failure} />
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters; not your name or e-mail, nor a common password`}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Save new password
        </Button>
      </Stack>
    </form>
  )
}
