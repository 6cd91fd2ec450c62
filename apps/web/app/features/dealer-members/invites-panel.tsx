import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { MEMBERSHIP_ROLE_LABELS, MEMBERSHIP_ROLES, type MembershipRole } from '@shop/domain/accounts'
import {
  DEALER_INVITE_STATUS_LABELS,
  DEALER_INVITE_TTL_DAYS,
  DEALER_ROLE_DESCRIPTIONS,
  mayGrantRole,
  type DealerSummary,
} from '@shop/domain/dealers'
import { useState, type FormEvent } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { DataTable } from '../../components/ui/data-table'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { answer, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { useChange } from '../../lib/use-change'
import { formatDay } from '../../components/ui/admin-table/admin-format'

type Invite = Schema<'DealerInvite'>

/** The invitation form: an e-mail address and a role (owner only for owners). */
export function InviteForm({ dealer }: { dealer: DealerSummary }) {
  const { run, busy, failure } = useChange()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<MembershipRole>('member')
  const [sent, setSent] = useState<string | null>(null)
  const granter = dealer.viewer_role === 'staff' ? 'member' : dealer.viewer_role
  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSent(null)
    const done = await run('invite', () =>
      answer(
        browserApi.POST('/api/v1/dealers/{slug}/invites', {
          params: { path: { slug: dealer.slug } },
          body: { email, role },
        }),
      ),
    )
    if (done) {
      setSent(email)
      setEmail('')
    }
  }
  return (
    <form onSubmit={onSubmit} aria-label="Invite someone">
      <Stack gap="sm" maw="var(--ts-measure)">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="E-mail address"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
          />
          <NativeSelect
            label="Role"
            value={role}
            onChange={(event) => setRole(event.currentTarget.value as MembershipRole)}
            data={MEMBERSHIP_ROLES.filter((option) => mayGrantRole(granter, option)).map((option) => ({
              value: option,
              label: MEMBERSHIP_ROLE_LABELS[option],
            }))}
            style={{ flex: '0 1 160px' }}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {DEALER_ROLE_DESCRIPTIONS[role]} The link in the e-mail works for {DEALER_INVITE_TTL_DAYS} days.
        </Text>
        <Group>
          <Button type="submit" loading={busy === 'invite'}>
            Send invitation
          </Button>
        </Group>
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <div role="status">{sent ? <Text size="sm">Invitation sent to {sent}.</Text> : null}</div>
      </Stack>
    </form>
  )
}

/** Invitations not yet accepted: resend (another week) or cancel, for those with team management. */
export function PendingInvites({ dealer, invites }: { dealer: DealerSummary; invites: readonly Invite[] }) {
  const { run, busy, failure } = useChange()
  if (invites.length === 0)
    return (
      <EmptyState
        level={3}
        title="No pending invitations"
        text="Invitations you send appear here until they are accepted or canceled."
      />
    )
  const path = (id: string) => ({ params: { path: { slug: dealer.slug, id } } })
  return (
    <>
      {failure ? <ApiErrorAlert error={failure} /> : null}
      <DataTable
        label="Pending invitations"
        rows={invites}
        rowKey={(invite) => invite.id}
        columns={[
          { header: 'E-mail', primary: true, cell: (invite) => invite.email },
          { header: 'Role', cell: (invite) => MEMBERSHIP_ROLE_LABELS[invite.role] },
          {
            header: 'Status',
            cell: (invite) => (
              <StatusBadge status={invite.status} label={DEALER_INVITE_STATUS_LABELS[invite.status]} size="sm" />
            ),
          },
          {
            header: 'Link works until',
            cell: (invite) => formatDay(invite.expires_at),
          },
        ]}
        actionsLabel="Resend or cancel"
        actions={
          dealer.may.members
            ? (invite) => (
                <Group gap="xs" justify="flex-end">
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={busy === `resend:${invite.id}`}
                    aria-label={`Send the invitation to ${invite.email} again`}
                    onClick={() =>
                      void run(`resend:${invite.id}`, () =>
                        answer(browserApi.POST('/api/v1/dealers/{slug}/invites/{id}/resend', path(invite.id))),
                      )
                    }
                  >
                    Send again
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    loading={busy === `cancel:${invite.id}`}
                    aria-label={`Cancel the invitation to ${invite.email}`}
                    onClick={() =>
                      void run(`cancel:${invite.id}`, () =>
                        answer(browserApi.DELETE('/api/v1/dealers/{slug}/invites/{id}', path(invite.id))),
                      )
                    }
                  >
                    Cancel
                  </Button>
                </Group>
              )
            : undefined
        }
      />
    </>
  )
}
