import { zodResolver } from '@hookform/resolvers/zod'
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core'
import { PASSWORD_MIN_LENGTH, SignUpSchema, type SignUp } from '@shop/domain/accounts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { browserApi } from '../../lib/browser-api'
import { authFailureMessage } from './auth-failure-message'
import { EmailInput, FormFailure } from './form-parts'

/** A new account with Better Auth; the user is logged in at once and `onSignedUp` moves on. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => Promise<void> }) {
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUp>({ resolver: zodResolver(SignUpSchema), defaultValues: { name: '', email: '', password: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await browserApi.post('/auth/sign-up/email', values)
    } catch (error) {
      setFailure(authFailureMessage(error))
      return
    }
    await onSignedUp()
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormFailure message={failure} />
        <TextInput label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <EmailInput error={errors.email?.message} {...register('email')} />
        <PasswordInput
          label="Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  )
}
