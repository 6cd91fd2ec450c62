import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import {
  ACCOUNT_ROLES,
  MEMBERSHIP_ROLE_LABELS,
  ORGANIZATION_KIND_LABELS,
  ROLE_LABELS,
  USER_FLAG_LABELS,
  USER_FLAGS,
  type AccountRole,
  type UserFlag,
} from '@shop/domain/accounts'
import { ADMIN_USER_STATUS_LABELS, USER_FLAG_HINTS, type AdminUserDetail } from '@shop/domain/admin-users'
import { paths } from '@shop/domain/paths'
import { useState } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { answer } from '../../lib/api-client'
import { formatInstant } from '../../components/ui/admin-table/admin-format'
import { browserApi } from '../../lib/browser-api'
import { useChange } from '../../lib/use-change'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  )
}

const byId = (id: string) => ({ params: { path: { id } } })

function RoleSection({ user }: { user: AdminUserDetail }) {
  const [role, setRole] = useState<AccountRole>(user.role)
  const { run, busy, failure } = useChange()
  return (
    <Section title="Role">
      {failure ? <ApiErrorAlert error={failure} /> : null}
      {user.may.role ? (
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="Role"
            value={role}
            onChange={(event) => setRole(event.currentTarget.value as AccountRole)}
            data={ACCOUNT_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          />
          <Button
            loading={busy === 'role'}
            disabled={role === user.role}
            onClick={() =>
              void run('role', () =>
                answer(browserApi.PATCH('/api/admin/users/{id}/role', { ...byId(user.id), body: { role } })),
              )
            }
          >
            Save role
          </Button>
        </Group>
      ) : (
        <Text size="sm">
          {ROLE_LABELS[user.role]}.{' '}
          <Text span c="dimmed" size="sm">
            Only a Super Admin changes roles, and never their own.
          </Text>
        </Text>
      )}
    </Section>
  )
}

function FlagsSection({ user }: { user: AdminUserDetail }) {
  const { run, busy, failure } = useChange()
  const turn = (flag: UserFlag, on: boolean) => {
    const flags: Partial<Record<UserFlag, boolean>> = { [flag]: on }
    void run(flag, () => answer(browserApi.PATCH('/api/admin/users/{id}/flags', { ...byId(user.id), body: { flags } })))
  }
  return (
    <Section title="Feature flags">
      {failure ? <ApiErrorAlert error={failure} /> : null}
      {user.may.flags ? null : (
        <Text size="sm" c="dimmed">
          Only a Super Admin changes the flags of an admin’s account.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {USER_FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={USER_FLAG_LABELS[flag]}
            description={USER_FLAG_HINTS[flag]}
            checked={user.flags.includes(flag)}
            disabled={!user.may.flags || busy !== null}
            onChange={(event) => turn(flag, event.currentTarget.checked)}
          />
        ))}
      </SimpleGrid>
    </Section>
  )
}

function MembershipsSection({ user }: { user: AdminUserDetail }) {
  return (
    <Section title="Memberships">
      {user.memberships.length === 0 ? (
        <EmptyState
          compact
          level={3}
          title="Not a member of any dealer, tuning company or affiliate account"
          text="A membership appears here once the user accepts an invitation from one."
        />
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Organization</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Role in it</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {user.memberships.map((membership) => (
                <Table.Tr key={membership.organizationId}>
                  <Table.Td>{membership.name}</Table.Td>
                  <Table.Td>{ORGANIZATION_KIND_LABELS[membership.kind]}</Table.Td>
                  <Table.Td>{MEMBERSHIP_ROLE_LABELS[membership.role]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  )
}

function AccessSection({ user }: { user: AdminUserDetail }) {
  const { run, busy, failure } = useChange()
  const [confirming, setConfirming] = useState(false)
  const [reason, setReason] = useState('')
  const disable = async () => {
    const done = await run('ban', () =>
      answer(browserApi.POST('/api/admin/users/{id}/ban', { ...byId(user.id), body: { reason: reason.trim() } })),
    )
    if (done) {
      setConfirming(false)
      setReason('')
    }
  }
  const logInAs = async () => {
    const done = await run('impersonate', () =>
      answer(browserApi.POST('/api/admin/users/{id}/impersonate', byId(user.id))),
    )
    // The session cookie is now the user's: load the shop as they see it.
    if (done) window.location.assign(paths.home())
  }
  return (
    <Section title="Access">
      {failure ? <ApiErrorAlert error={failure} /> : null}
      {user.banned ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            This account is disabled and cannot log in{user.ban_reason ? `. Reason: ${user.ban_reason}` : '.'}
          </Text>
          {user.may.ban ? (
            <Button
              variant="default"
              loading={busy === 'unban'}
              onClick={() =>
                void run('unban', () => answer(browserApi.POST('/api/admin/users/{id}/unban', byId(user.id))))
              }
            >
              Enable account
            </Button>
          ) : null}
        </Stack>
      ) : user.may.ban ? (
        confirming ? (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              void disable()
            }}
          >
            <Stack gap="xs" maw="var(--ts-measure)">
              <TextInput
                label="Why disable this account?"
                description="Recorded in the audit log. The user is logged out everywhere and cannot log in."
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                required
                minLength={3}
                maxLength={500}
              />
              <Group gap="sm">
                <Button type="submit" color="red" variant="subtle" loading={busy === 'ban'}>
                  Disable account
                </Button>
                <Button variant="default" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group>
            <Button color="red" variant="subtle" onClick={() => setConfirming(true)}>
              Disable account…
            </Button>
          </Group>
        )
      ) : (
        <Text size="sm" c="dimmed">
          Only a Super Admin disables an admin’s account, and nobody their own.
        </Text>
      )}
      {user.may.impersonate ? (
        <Stack gap={4} align="flex-start">
          <Button variant="default" loading={busy === 'impersonate'} onClick={() => void logInAs()}>
            Log in as {user.name}
          </Button>
          <Text size="xs" c="dimmed">
            You browse the shop as this user for up to an hour; logging out ends it. Recorded in the audit log.
          </Text>
        </Stack>
      ) : null}
    </Section>
  )
}

/** One account for admins: who it is, its role, flags, memberships and access, each changed in place. */
export function UserDetail({ user }: { user: AdminUserDetail }) {
  const status = user.banned ? 'disabled' : 'active'
  return (
    <Stack gap="md">
      <Section title="Profile">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Fact label="Status">
            <StatusBadge status={status} label={ADMIN_USER_STATUS_LABELS[status]} size="sm" />
          </Fact>
          <Fact label="Role">{ROLE_LABELS[user.role]}</Fact>
          <Fact label="E-mail">
            {user.email} {user.email_verified ? '(confirmed)' : '(not confirmed yet)'}
          </Fact>
          <Fact label="Signed up">{formatInstant(user.created_at)}</Fact>
          <Fact label="Last changed">{formatInstant(user.updated_at)}</Fact>
          <Fact label="Logged in on">
            {user.sessions} {user.sessions === 1 ? 'browser' : 'browsers'}
          </Fact>
        </SimpleGrid>
      </Section>
      <RoleSection key={`${user.id}-${user.role}`} user={user} />
      <FlagsSection user={user} />
      <MembershipsSection user={user} />
      <AccessSection user={user} />
    </Stack>
  )
}
