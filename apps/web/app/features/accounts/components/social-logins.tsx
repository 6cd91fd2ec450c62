import { Button, Divider, Stack, Text } from '@mantine/core'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { answer } from '../../../lib/api-client'
import { browserApi } from '../../../lib/browser-api'
import { useSiteConfig } from '../../../lib/ui-state'
import { authFailureMessage } from '../auth-failure-message'

/** "Continue with …" for each social login of the site; the provider's page takes over from there. */
export function SocialLogins({ beforeLeaving }: { beforeLeaving?: () => void }) {
  const { socialLogins } = useSiteConfig()
  const [pending, setPending] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  if (socialLogins.length === 0) return null

  async function start(providerId: string) {
    setPending(providerId)
    setFailure(null)
    try {
      const { url } = await answer(
        browserApi.POST('/api/auth/sign-in/oauth2', {
          body: { providerId, callbackURL: paths.authSuccess(), errorCallbackURL: paths.authError() },
        }),
      )
      beforeLeaving?.()
      window.location.assign(url)
    } catch (error) {
      setFailure(authFailureMessage(error))
      setPending(null)
    }
  }

  return (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      {socialLogins.map((login) => (
        <Button
          key={login.id}
          variant="default"
          fullWidth
          loading={pending === login.id}
          disabled={pending !== null && pending !== login.id}
          onClick={() => void start(login.id)}
        >
          Continue with {login.name}
        </Button>
      ))}
      {failure ? (
        <Text c="red.8" size="sm" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  )
}
