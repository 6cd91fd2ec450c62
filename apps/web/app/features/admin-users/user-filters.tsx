import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import { ACCOUNT_ROLES, ROLE_LABELS } from '@shop/domain/accounts'
import { ADMIN_USER_STATUS_LABELS, ADMIN_USER_STATUSES } from '@shop/domain/admin-users'
import { useState } from 'react'

export const USER_FILTER_KEYS = ['q', 'role', 'status'] as const

type Filters = Partial<Record<(typeof USER_FILTER_KEYS)[number], string>>

/** The user list's filters: role and status apply at once; the search on Enter or Search. */
export function UserFilters({
  filters,
  onChange,
}: {
  filters: Filters
  onChange: (filters: Record<string, string | null>) => void
}) {
  const [q, setQ] = useState(filters.q ?? '')
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form
        role="search"
        aria-label="Find a user"
        onSubmit={(event) => {
          event.preventDefault()
          onChange({ q: q.trim() || null })
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            type="search"
            label="E-mail or name"
            placeholder="casey@example.com"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
      <NativeSelect
        label="Role"
        value={filters.role ?? ''}
        onChange={(event) => onChange({ role: event.currentTarget.value || null })}
        data={[
          { value: '', label: 'Every role' },
          ...ACCOUNT_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
        ]}
      />
      <NativeSelect
        label="Status"
        value={filters.status ?? ''}
        onChange={(event) => onChange({ status: event.currentTarget.value || null })}
        data={[
          { value: '', label: 'Active and disabled' },
          ...ADMIN_USER_STATUSES.map((status) => ({ value: status, label: ADMIN_USER_STATUS_LABELS[status] })),
        ]}
      />
    </Group>
  )
}
