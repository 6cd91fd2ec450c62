import { zodResolver } from '@hookform/resolvers/zod'
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core'
import { SignUpSchema } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from 'zod'
import { answer } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'
import { authFailureMessage } from '../auth-failure-message'
import { EmailInput, FormFailure } from './form-parts'

// Login checks only that something was typed; the password rules apply when one is chosen.
const LoginSchema = z.object({
  email: SignUpSchema.shape.email,
  password: z.string().min(1, 'Password is required'),
})
type Login = z.infer<typeof LoginSchema>

/** Email and password login against Better Auth; `onLoggedIn` decides where to go next. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => Promise<void> }) {
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Login>({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await answer(browserApi.POST('/api/auth/sign-in/email', { body: values }))
    } catch (error) {
      setFailure(authFailureMessage(error))
      return
    }
    await onLoggedIn()
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormFailure message={failure} />
        <EmailInput error={errors.email?.message} {...register('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Anchor component={Link} to={paths.forgotPassword()} size="sm">
          Forgot your password?
        </Anchor>
        <Button type="submit" loading={isSubmitting} fullWidth>
          Log in
        </Button>
      </Stack>
    </form>
  )
}
