import { zodResolver } from '@hookform/resolvers/zod'
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { PASSWORD_MIN_LENGTH, passwordProblem, SignUpSchema, type SignUp } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { answer } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'
import { useSiteConfig } from '../../../lib/ui-state'
import { authFailureMessage } from '../auth-failure-message'
import { EmailInput, FormFailure } from './form-parts'
import { showServerFieldErrors } from '../api/server-field-errors'

/** The sign-up fields with the password policy applied here too (the list of common passwords only on the server). */
const signUpFormSchema = (brandName: string) =>
  SignUpSchema.superRefine((values, ctx) => {
    const problem = passwordProblem(values.password, { email: values.email, name: values.name, brandName })
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem })
  })

/**
 * A new account with Better Auth. The answer is the same whether the e-mail is new or registered (decision 0067),
 * so the form says to check the mail: the link in it confirms the address and logs the new user in.
 */
export function SignUpForm({ next = paths.profile() }: { next?: string }) {
  const { brandName } = useSiteConfig()
  const schema = useMemo(() => signUpFormSchema(brandName), [brandName])
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUp>({ resolver: zodResolver(schema), defaultValues: { name: '', email: '', password: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await answer(browserApi.POST('/api/auth/sign-up/email', { body: { ...values, callbackURL: next } }))
      setSentTo(values.email)
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ['name', 'email', 'password'])) setFailure(authFailureMessage(error))
    }
  })

  if (sentTo) {
    return (
      <Stack gap="md">
        <Text role="status" fw={600}>
          Check your e-mail
        </Text>
        <Text>
          We have sent a message to {sentTo}. Open the link in it to confirm your address and finish creating your
          account. If that address already has an account, the message tells you how to log in instead.
        </Text>
        <Anchor component={Link} to={paths.login()}>
          Back to log in
        </Anchor>
      </Stack>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormFailure message={failure} />
        <TextInput label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <EmailInput error={errors.email?.message} {...register('email')} />
        <PasswordInput
          label="Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters; not your name or e-mail, nor a common password`}
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
