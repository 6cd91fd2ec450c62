import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import { PRODUCT_VISIBILITIES, PRODUCT_VISIBILITY_LABELS } from '@shop/domain/admin-products'
import { PRODUCT_CATEGORIES } from '@shop/domain/store'
import { useState } from 'react'

export const PRODUCT_FILTER_KEYS = ['name', 'category', 'visibility'] as const

type Filters = Partial<Record<(typeof PRODUCT_FILTER_KEYS)[number], string>>

/** The product list's filters: each select applies at once; the name search on Enter or Search. */
export function ProductFilters({
  filters,
  onChange,
}: {
  filters: Filters
  onChange: (filters: Record<string, string | null>) => void
}) {
  const [name, setName] = useState(filters.name ?? '')
  const select = (key: keyof Filters) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ [key]: event.currentTarget.value || null })
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          onChange({ name: name.trim() || null })
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            type="search"
            label="Name"
            placeholder="Name or slug"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
      <NativeSelect
        label="Category"
        value={filters.category ?? ''}
        onChange={select('category')}
        data={[
          { value: '', label: 'Every category' },
          ...PRODUCT_CATEGORIES.map((category) => ({ value: category.slug, label: category.name })),
        ]}
      />
      <NativeSelect
        label="Visibility"
        value={filters.visibility ?? ''}
        onChange={select('visibility')}
        data={[
          { value: '', label: 'Shown or hidden' },
          ...PRODUCT_VISIBILITIES.map((value) => ({ value, label: PRODUCT_VISIBILITY_LABELS[value] })),
        ]}
      />
    </Group>
  )
}
