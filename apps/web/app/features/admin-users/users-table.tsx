import { Anchor, Stack, Text } from '@mantine/core'
import { ROLE_LABELS, USER_FLAG_LABELS } from '@shop/domain/accounts'
import { ADMIN_USER_STATUS_LABELS, type AdminUserRow } from '@shop/domain/admin-users'
import { paths } from '@shop/domain/paths'
import { Link, useNavigate } from 'react-router'
import { AdminTable, type AdminTableColumn } from '../../components/ui/admin-table/admin-table'
import type { TableChange, TableUrlState } from '../../components/ui/admin-table/table-url-state'
import { EmptyState } from '../../components/ui/empty-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { formatDay } from '../../components/ui/admin-table/admin-format'

/** The e-mail (shown under the name), flags and sign-up day give way on a phone (the user's page has them). */
const WIDE = '(min-width: 48em)'

const statusOf = (user: AdminUserRow) => (user.banned ? 'disabled' : 'active')

/** The user list's columns; accessors that sort are the API's `sort` keys. */
const COLUMNS: AdminTableColumn<AdminUserRow>[] = [
  {
    accessor: 'name',
    title: 'Name',
    primary: true,
    sortable: true,
    render: (user) => (
      <Stack gap={0}>
        <Anchor component={Link} to={paths.adminUser(user.id)} fw={600} onClick={(event) => event.stopPropagation()}>
          {user.name}
        </Anchor>
        {/* On a phone the e-mail column gives way; the address shows under the name instead. */}
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {user.email}
        </Text>
      </Stack>
    ),
  },
  { accessor: 'email', title: 'E-mail', sortable: true, visibleMediaQuery: WIDE, render: (user) => user.email },
  { accessor: 'role', title: 'Role', render: (user) => ROLE_LABELS[user.role] },
  {
    accessor: 'flags',
    title: 'Feature flags',
    visibleMediaQuery: WIDE,
    render: (user) =>
      user.flags.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <Text size="sm">{user.flags.map((flag) => USER_FLAG_LABELS[flag]).join(', ')}</Text>
      ),
  },
  {
    accessor: 'status',
    title: 'Status',
    render: (user) => (
      <StatusBadge status={statusOf(user)} label={ADMIN_USER_STATUS_LABELS[statusOf(user)]} size="sm" />
    ),
  },
  {
    accessor: 'created_at',
    title: 'Signed up',
    sortable: true,
    visibleMediaQuery: WIDE,
    render: (user) => formatDay(user.created_at),
  },
]

/** One page of accounts; a row opens its user. */
export function UsersTable({
  users,
  total,
  state,
  onChange,
  fetching,
}: {
  users: readonly AdminUserRow[]
  total: number
  state: TableUrlState
  onChange: (change: TableChange) => void
  fetching: boolean
}) {
  const navigate = useNavigate()
  return (
    <AdminTable
      label="Users"
      columns={COLUMNS}
      records={users}
      total={total}
      state={state}
      onChange={onChange}
      idAccessor="id"
      onRowClick={(user) => void navigate(paths.adminUser(user.id))}
      fetching={fetching}
      empty={
        <EmptyState
          title="No users match these filters"
          text="Every account of the shop shows here: customers, dealers' people, staff and admins. Clear a filter to see more."
        />
      }
    />
  )
}
