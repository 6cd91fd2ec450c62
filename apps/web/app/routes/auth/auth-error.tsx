import { Button, Text } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { Link, useSearchParams } from 'react-router'
import { AuthCard } from '../../features/accounts/components/auth-card'
import { describeAuthError } from '../../features/accounts/describe-auth-error'
import { pageTitle } from '../../lib/page-title'
import type { Route } from './+types/auth-error'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'We could not log you in') },
  { name: 'robots', content: 'noindex' },
]

/** Where a failed social login comes back to, with the reason in `?error=`. */
export default function AuthError() {
  const [searchParams] = useSearchParams()
  return (
    <AuthCard title="We could not log you in">
      <Text>{describeAuthError(searchParams.get('error'))}</Text>
      <Button component={Link} to={paths.login()} fullWidth>
        Try again
      </Button>
    </AuthCard>
  )
}
