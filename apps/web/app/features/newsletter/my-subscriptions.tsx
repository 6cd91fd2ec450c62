import { Checkbox, Stack, Text, Title } from '@mantine/core'
import { DEALER_BLOG_POSTS_LIST, SHOP_NEWS_LIST, type MySubscriptions as Subscriptions } from '@shop/domain/newsletter'
import { useState } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

/** What each list's box says on the profile. */
const CHECKBOX_LABELS: Record<string, string> = {
  [SHOP_NEWS_LIST]: 'Mail me news and offers',
  [DEALER_BLOG_POSTS_LIST]: 'Mail me new dealer blog posts',
}

/**
 * The profile's newsletter boxes for the account's own address: news for everyone, the dealers' blog digest for dealer
 * members. A change is saved at once (the address was confirmed at sign-up).
 */
export function MySubscriptions({ initial, dealer }: { initial: Subscriptions; dealer: boolean }) {
  const [subscriptions, setSubscriptions] = useState(initial)
  const [saving, setSaving] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const lists = subscriptions.lists.filter(
    (list) => list.slug === SHOP_NEWS_LIST || (dealer && list.slug === DEALER_BLOG_POSTS_LIST),
  )
  const change = async (slug: string, subscribed: boolean) => {
    setSaving(slug)
    setFailure(null)
    try {
      setSubscriptions(
        await answer(
          browserApi.PUT('/api/v1/newsletter/my-subscriptions/{slug}', {
            params: { path: { slug } },
            body: { subscribed },
          }),
        ),
      )
    } catch (caught) {
      setFailure(caught)
    } finally {
      setSaving(null)
    }
  }
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" id="newsletters-title">
        Newsletters
      </Title>
      <Text size="sm" c="dimmed">
        Sent to {subscriptions.email}. Every mail has a link to unsubscribe in one click.
      </Text>
      {failure ? <ApiErrorAlert error={failure} /> : null}
      {lists.map((list) => (
        <Checkbox
          key={list.slug}
          label={CHECKBOX_LABELS[list.slug] ?? list.title}
          description={list.description}
          checked={list.subscribed}
          disabled={saving === list.slug}
          onChange={(event) => void change(list.slug, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  )
}
