import { AuthCard } from '../../features/accounts/components/auth-card'
import { ForgotPasswordForm } from '../../features/accounts/components/forgot-password-form'
import { pageTitle } from '../../lib/page-title'
import type { Route } from './+types/forgot-password'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Reset your password') },
  { name: 'robots', content: 'noindex' },
]

export default function ForgotPassword() {
  return (
    <AuthCard title="Reset your password">
      <ForgotPasswordForm />
    </AuthCard>
  )
}
