import { useSearchParams } from 'react-router'
import { AuthCard } from '../../features/accounts/components/auth-card'
import { InvalidResetLink, ResetPasswordForm } from '../../features/accounts/components/reset-password-form'
import { pageTitle } from '../../lib/page-title'
import type { Route } from './+types/reset-password'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Choose a new password') },
  { name: 'robots', content: 'noindex' },
]

export default function ResetPassword() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  // Better Auth sends an unknown or expired link here with `?error=INVALID_TOKEN` and no token.
  const invalid = !token || searchParams.has('error')
  return (
    <AuthCard title="Choose a new password">
      {invalid ? <InvalidResetLink /> : <ResetPasswordForm token={token} />}
    </AuthCard>
  )
}
