import { Stack, Text } from '@mantine/core'
import { safeRedirectTarget } from '@shop/domain/accounts'
import { isDealerInvitationPath, paths } from '@shop/domain/paths'
import { useSearchParams } from 'react-router'
import { AuthCard, AuthSwitch } from '../../features/accounts/components/auth-card'
import { redirectIfLoggedIn } from '../../features/accounts/redirect-if-logged-in'
import { SignUpForm } from '../../features/accounts/components/sign-up-form'
import { SocialLogins } from '../../features/accounts/components/social-logins'
import { pageTitle } from '../../lib/page-title'
import type { Route } from './+types/sign-up'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Create your account') },
  { name: 'robots', content: 'noindex' },
]

export function loader({ context }: Route.LoaderArgs) {
  return redirectIfLoggedIn(context)
}

export default function SignUp() {
  // A page that sent the visitor here (a guest's tune order, decision 0069) is where the confirmation link returns.
  const [searchParams] = useSearchParams()
  const next = safeRedirectTarget(searchParams.get('redirect'), paths.profile())
  return (
    <AuthCard title="Create your account">
      <Stack gap="lg">
        {isDealerInvitationPath(searchParams.get('redirect')) ? (
          <Text size="sm">
            Create your account with the e-mail address the invitation was sent to: the confirmation link brings you
            back to the invitation to accept it.
          </Text>
        ) : null}
        <SignUpForm next={next} />
        <SocialLogins />
        <AuthSwitch
          prompt="Already have an account?"
          to={paths.login(searchParams.get('redirect') ? next : undefined)}
          label="Log in instead"
        />
      </Stack>
    </AuthCard>
  )
}
