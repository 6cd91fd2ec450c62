import { Button, Checkbox, Group, NativeSelect, TextInput } from '@mantine/core'
import { useState } from 'react'

export const STOCK_FILTER_KEYS = ['low', 'location', 'search'] as const

type Filters = Partial<Record<(typeof STOCK_FILTER_KEYS)[number], string>>

/** The stock list's filters: location and low stock apply at once; the search on Enter or Search. */
export function StockFilters({
  filters,
  locations,
  onChange,
}: {
  filters: Filters
  locations: readonly { slug: string; name: string }[]
  onChange: (filters: Record<string, string | null>) => void
}) {
  const [search, setSearch] = useState(filters.search ?? '')
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label="Location"
        value={filters.location ?? ''}
        onChange={(event) => onChange({ location: event.currentTarget.value || null })}
        data={[
          { value: '', label: 'Every location' },
          ...locations.map((location) => ({ value: location.slug, label: location.name })),
        ]}
      />
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          onChange({ search: search.trim() || null })
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            type="search"
            label="Product"
            placeholder="Name or slug"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
      <Checkbox
        label="Low stock only"
        checked={filters.low === 'true'}
        onChange={(event) => onChange({ low: event.currentTarget.checked ? 'true' : null })}
        mb={10}
      />
    </Group>
  )
}
