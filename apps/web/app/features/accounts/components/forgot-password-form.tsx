import { zodResolver } from '@hookform/resolvers/zod'
import { Anchor, Button, Stack, Text } from '@mantine/core'
import { SignUpSchema } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { z } from 'zod'
import { answer } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'
import { authFailureMessage } from '../auth-failure-message'
import { EmailInput, FormFailure } from './form-parts'

const ForgotPasswordSchema = SignUpSchema.pick({ email: true })
type ForgotPassword = z.infer<typeof ForgotPasswordSchema>

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPassword>({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } })

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null)
    try {
      await answer(
        browserApi.POST('/api/auth/request-password-reset', { body: { email, redirectTo: paths.resetPassword() } }),
      )
      setSent(true)
    } catch (error) {
      setFailure(authFailureMessage(error))
    }
  })

  if (sent) {
    return (
      <Stack gap="md">
        <Text role="status">If an account exists for that email, we have sent a link to reset its password.</Text>
        <Anchor component={Link} to={paths.login()}>
          Back to log in
        </Anchor>
      </Stack>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email of your account and we will send you a link to choose a new password.
        </Text>
        <FormFailure message={failure} />
        <EmailInput error={errors.email?.message} {...register('email')} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Send reset link
        </Button>
        <Anchor component={Link} to={paths.login()} size="sm">
          Back to log in
        </Anchor>
      </Stack>
    </form>
  )
}
