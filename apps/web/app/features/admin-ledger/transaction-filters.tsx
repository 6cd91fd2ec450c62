import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core'
import {
  LEDGER_OBJECT_TYPE_LABELS,
  LEDGER_OBJECT_TYPES,
  LEDGER_TRANSACTION_KIND_LABELS,
  LEDGER_TRANSACTION_KINDS,
  TUNE_CREDIT_KINDS,
  tuneCreditUnit,
} from '@shop/domain/ledger'
import { unitLabel } from './ledger-format'

export const TRANSACTION_FILTER_KEYS = [
  'from',
  'to',
  'unit',
  'kind',
  'object_type',
  'owner_kind',
  'owner_id',
  'account_id',
] as const

type Filters = Partial<Record<(typeof TRANSACTION_FILTER_KEYS)[number], string>>

const OWNER_KIND_LABELS = { user: 'Customers', organization: 'Dealers, tuners, affiliates', system: 'The shop' }

/** The transaction list's filters: each applies at once; an owner or account chosen from a transaction is shown. */
export function TransactionFilters({
  filters,
  currencies,
  onChange,
}: {
  filters: Filters
  currencies: readonly string[]
  onChange: (filters: Record<string, string | null>) => void
}) {
  const set = (key: keyof Filters) => (event: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    onChange({ [key]: event.currentTarget.value || null })
  const units = [...currencies, ...TUNE_CREDIT_KINDS.map(tuneCreditUnit)]
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput type="date" label="From" value={filters.from ?? ''} onChange={set('from')} />
      <TextInput type="date" label="To" value={filters.to ?? ''} onChange={set('to')} />
      <NativeSelect
        label="Currency or credits"
        value={filters.unit ?? ''}
        onChange={set('unit')}
        data={[{ value: '', label: 'Any' }, ...units.map((unit) => ({ value: unit, label: unitLabel(unit) }))]}
      />
      <NativeSelect
        label="Kind"
        value={filters.kind ?? ''}
        onChange={set('kind')}
        data={[
          { value: '', label: 'Every kind' },
          ...LEDGER_TRANSACTION_KINDS.map((kind) => ({ value: kind, label: LEDGER_TRANSACTION_KIND_LABELS[kind] })),
        ]}
      />
      <NativeSelect
        label="Belongs to"
        value={filters.object_type ?? ''}
        onChange={set('object_type')}
        data={[
          { value: '', label: 'Anything' },
          ...LEDGER_OBJECT_TYPES.map((type) => ({ value: type, label: LEDGER_OBJECT_TYPE_LABELS[type] })),
        ]}
      />
      <NativeSelect
        label="Account of"
        value={filters.owner_kind ?? ''}
        onChange={set('owner_kind')}
        data={[
          { value: '', label: 'Anyone' },
          ...Object.entries(OWNER_KIND_LABELS).map(([value, label]) => ({ value, label })),
        ]}
      />
      {filters.owner_id || filters.account_id ? (
        <Group gap="xs" wrap="nowrap" role="status">
          <Text size="sm">{filters.account_id ? 'One account only' : 'One owner only'}</Text>
          <Button variant="subtle" onClick={() => onChange({ owner_id: null, account_id: null })}>
            Show every account
          </Button>
        </Group>
      ) : null}
    </Group>
  )
}
