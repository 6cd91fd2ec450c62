import { Stack, Text } from '@mantine/core'
import { isDealerInvitationPath, paths } from '@shop/domain/paths'
import { useSearchParams } from 'react-router'
import { AuthCard, AuthSwitch } from '../../features/accounts/components/auth-card'
import { LoginForm } from '../../features/accounts/components/login-form'
import { loginTarget } from '../../features/accounts/login-target'
import { redirectIfLoggedIn } from '../../features/accounts/redirect-if-logged-in'
import { SocialLogins } from '../../features/accounts/components/social-logins'
import { useCompleteLogin } from '../../features/accounts/hooks/use-complete-login'
import { rememberPreLoginPage } from '../../lib/pre-login-page'
import { pageTitle } from '../../lib/page-title'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Log in') },
  { name: 'robots', content: 'noindex' },
]

export function loader({ context }: Route.LoaderArgs) {
  return redirectIfLoggedIn(context)
}

export default function Login() {
  const [searchParams] = useSearchParams()
  const completeLogin = useCompleteLogin()
  const redirectParam = searchParams.get('redirect')
  return (
    <AuthCard title="Log in">
      <Stack gap="lg">
        {isDealerInvitationPath(redirectParam) ? (
          <Text size="sm">
            You have been invited to a dealer’s team. Log in, or create an account, with the e-mail address the
            invitation was sent to, and you will come back to it to accept.
          </Text>
        ) : null}
        <LoginForm onLoggedIn={() => completeLogin(loginTarget(redirectParam))} />
        {/* A social login leaves the site; /auth/success brings the visitor back to this page. */}
        <SocialLogins beforeLeaving={() => redirectParam && rememberPreLoginPage(redirectParam)} />
        {/* The page that sent the visitor here (an invitation's link) is kept for a new account too. */}
        <AuthSwitch prompt="New here?" to={paths.signUp(redirectParam ?? undefined)} label="Create an account" />
      </Stack>
    </AuthCard>
  )
}
