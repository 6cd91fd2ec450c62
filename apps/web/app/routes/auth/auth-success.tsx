import { Button, Text } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { AuthCard } from '../../features/accounts/components/auth-card'
import { takePreLoginPage } from '../../lib/pre-login-page'
import { pageTitle } from '../../lib/page-title'
import type { Route } from './+types/auth-success'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'You are logged in') },
  { name: 'robots', content: 'noindex' },
]

/** Where a social login comes back to; the page remembered before login is only known in the browser. */
export default function AuthSuccess() {
  const [target, setTarget] = useState(paths.profile())
  useEffect(() => {
    const remembered = takePreLoginPage()
    if (remembered) setTarget(remembered)
  }, [])
  return (
    <AuthCard title="You are logged in">
      <Text>Your login worked. Carry on where you left off.</Text>
      <Button component={Link} to={target} fullWidth>
        Continue
      </Button>
    </AuthCard>
  )
}
