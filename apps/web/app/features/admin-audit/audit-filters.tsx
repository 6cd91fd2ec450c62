import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@shop/domain/audit'
import { useState } from 'react'

export const AUDIT_FILTER_KEYS = ['action', 'actor', 'subject_type', 'subject_id', 'from', 'to'] as const

type Filters = Partial<Record<(typeof AUDIT_FILTER_KEYS)[number], string>>

/** The audit log's filters: the action and days apply at once; who did it on Enter or Search. */
export function AuditFilters({
  filters,
  onChange,
}: {
  filters: Filters
  onChange: (filters: Record<string, string | null>) => void
}) {
  const [actor, setActor] = useState(filters.actor ?? '')
  const date = (key: 'from' | 'to') => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ [key]: event.currentTarget.value || null })
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label="Change"
        value={filters.action ?? ''}
        onChange={(event) => onChange({ action: event.currentTarget.value || null })}
        data={[
          { value: '', label: 'Every change' },
          ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
        ]}
      />
      <TextInput type="date" label="From" value={filters.from ?? ''} onChange={date('from')} />
      <TextInput type="date" label="To" value={filters.to ?? ''} onChange={date('to')} />
      <form
        role="search"
        aria-label="Who made the change"
        onSubmit={(event) => {
          event.preventDefault()
          onChange({ actor: actor.trim() || null })
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            type="search"
            label="By"
            placeholder="Admin's e-mail"
            value={actor}
            onChange={(event) => setActor(event.currentTarget.value)}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
      {filters.subject_type || filters.subject_id ? (
        <Button variant="subtle" onClick={() => onChange({ subject_type: null, subject_id: null })}>
          Show every object
        </Button>
      ) : null}
    </Group>
  )
}
