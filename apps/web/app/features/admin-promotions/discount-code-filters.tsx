import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import { DISCOUNT_CODE_STATUS_LABELS, DISCOUNT_CODE_STATUSES } from '@shop/domain/admin-promotions'
import { useState } from 'react'

export const DISCOUNT_CODE_FILTER_KEYS = ['code', 'status', 'automatic'] as const

type Filters = Partial<Record<(typeof DISCOUNT_CODE_FILTER_KEYS)[number], string>>

/** The code list's filters: each select applies at once; the code search on Enter or Search. */
export function DiscountCodeFilters({
  filters,
  onChange,
}: {
  filters: Filters
  onChange: (filters: Record<string, string | null>) => void
}) {
  const [code, setCode] = useState(filters.code ?? '')
  const select = (key: keyof Filters) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ [key]: event.currentTarget.value || null })
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          onChange({ code: code.trim().toUpperCase() || null })
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            type="search"
            label="Code"
            placeholder="Part of the code"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
      <NativeSelect
        label="Status"
        value={filters.status ?? ''}
        onChange={select('status')}
        data={[
          { value: '', label: 'Any status' },
          ...DISCOUNT_CODE_STATUSES.map((value) => ({ value, label: DISCOUNT_CODE_STATUS_LABELS[value] })),
        ]}
      />
      <NativeSelect
        label="Applied"
        value={filters.automatic ?? ''}
        onChange={select('automatic')}
        data={[
          { value: '', label: 'Automatic or typed' },
          { value: 'true', label: 'Automatically' },
          { value: 'false', label: 'When typed' },
        ]}
      />
    </Group>
  )
}
