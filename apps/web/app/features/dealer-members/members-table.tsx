import { Button, Group, NativeSelect, Text } from '@mantine/core'
import { MEMBERSHIP_ROLE_LABELS, MEMBERSHIP_ROLES, type MembershipRole } from '@shop/domain/accounts'
import { mayGrantRole, type DealerSummary } from '@shop/domain/dealers'
import { useState } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { DataTable } from '../../components/ui/data-table'
import { answer, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { useChange } from '../../lib/use-change'
import { formatDay } from '../../components/ui/admin-table/admin-format'

type Member = Schema<'DealerMember'>

const granterOf = (dealer: DealerSummary): MembershipRole | 'admin' =>
  dealer.viewer_role === 'staff' ? 'member' : dealer.viewer_role

/** The dealer's members; with team management, a role select and Remove (asked twice) on each. */
export function MembersTable({ dealer, members }: { dealer: DealerSummary; members: readonly Member[] }) {
  const { run, busy, failure } = useChange()
  const [removing, setRemoving] = useState<string | null>(null)
  const path = (id: string) => ({ params: { path: { slug: dealer.slug, memberId: id } } })
  const granter = granterOf(dealer)
  // The server refuses to demote or remove the dealer's only owner (`dealer_last_owner`): the page offers neither.
  const owners = members.filter((member) => member.role === 'owner').length
  const onlyOwner = (member: Member) => member.role === 'owner' && owners === 1
  const changeRole = (member: Member, role: MembershipRole) =>
    run(`role:${member.id}`, () =>
      answer(browserApi.PATCH('/api/v1/dealers/{slug}/members/{memberId}', { ...path(member.id), body: { role } })),
    )
  const remove = async (member: Member) => {
    const done = await run(`remove:${member.id}`, () =>
      answer(browserApi.DELETE('/api/v1/dealers/{slug}/members/{memberId}', path(member.id))),
    )
    if (done) setRemoving(null)
  }
  return (
    <>
      {failure ? <ApiErrorAlert error={failure} /> : null}
      <DataTable
        label="Members"
        rows={members}
        rowKey={(member) => member.id}
        columns={[
          { header: 'Name', primary: true, cell: (member) => member.name },
          { header: 'E-mail', cell: (member) => member.email },
          {
            header: 'Role',
            cell: (member) =>
              dealer.may.members && !onlyOwner(member) && mayGrantRole(granter, member.role, member.role) ? (
                <NativeSelect
                  aria-label={`Role of ${member.name}`}
                  size="xs"
                  value={member.role}
                  disabled={busy === `role:${member.id}`}
                  data={MEMBERSHIP_ROLES.filter((role) => mayGrantRole(granter, role)).map((role) => ({
                    value: role,
                    label: MEMBERSHIP_ROLE_LABELS[role],
                  }))}
                  onChange={(event) => void changeRole(member, event.currentTarget.value as MembershipRole)}
                />
              ) : (
                MEMBERSHIP_ROLE_LABELS[member.role]
              ),
          },
          { header: 'Member since', cell: (member) => formatDay(member.since) },
        ]}
        actionsLabel="Remove"
        actions={
          dealer.may.members
            ? (member) =>
                onlyOwner(member) ? (
                  <Text size="xs" c="dimmed">
                    The only owner
                  </Text>
                ) : !mayGrantRole(granter, 'owner', member.role) ? null : removing === member.id ? (
                  <Group gap="xs" justify="flex-end" wrap="wrap">
                    <Text size="sm">Remove {member.name}?</Text>
                    <Button
                      size="compact-sm"
                      color="red"
                      loading={busy === `remove:${member.id}`}
                      onClick={() => void remove(member)}
                    >
                      Remove
                    </Button>
                    <Button size="compact-sm" variant="default" onClick={() => setRemoving(null)}>
                      Keep
                    </Button>
                  </Group>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${member.name}`}
                    onClick={() => setRemoving(member.id)}
                  >
                    Remove…
                  </Button>
                )
            : undefined
        }
      />
    </>
  )
}
