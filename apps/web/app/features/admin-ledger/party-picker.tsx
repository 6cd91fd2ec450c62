import { Loader, Select } from '@mantine/core'
import type { ValueTransferLookupKind, ValueTransferPartyMatch } from '@shop/domain/ledger'
import { VALUE_TRANSFER_PARTY_KIND_LABELS } from '@shop/domain/ledger'
import { useEffect, useState } from 'react'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'

/** How long typing pauses before the lookup is asked. */
const LOOKUP_DELAY_MS = 250

const optionLabel = (match: ValueTransferPartyMatch) => `${match.name} (${match.detail})`

/**
 * A customer, dealer, tuner or affiliate found by typing part of a name, e-mail or slug: the server looks them up
 * (`GET /api/admin/value-transfer-parties`, at most 20 by name), so the shop's thousands of customers are never
 * sent to the page. The chosen one stays among the options while the admin types again.
 */
export function PartyPicker({
  label,
  kind,
  value,
  onChange,
  error,
}: {
  label: string
  kind: ValueTransferLookupKind
  value: string
  onChange: (id: string) => void
  error?: string
}) {
  const [search, setSearch] = useState('')
  const [matches, setMatches] = useState<ValueTransferPartyMatch[]>([])
  const [chosen, setChosen] = useState<ValueTransferPartyMatch | null>(null)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    // The chosen party's own label in the box is no search.
    if (chosen && search === optionLabel(chosen)) {
      setLoading(false)
      return
    }
    let stale = false
    setLoading(true)
    const timer = setTimeout(() => {
      answer(browserApi.GET('/api/admin/value-transfer-parties', { params: { query: { kind, q: search.trim() } } }))
        .then((list) => {
          if (stale) return
          setMatches(list.data)
          setFailed(false)
        })
        .catch(() => {
          if (!stale) setFailed(true)
        })
        .finally(() => {
          if (!stale) setLoading(false)
        })
    }, LOOKUP_DELAY_MS)
    return () => {
      stale = true
      clearTimeout(timer)
    }
  }, [kind, search, chosen])

  const options = chosen && !matches.some((match) => match.id === chosen.id) ? [chosen, ...matches] : matches
  const kindLabel = VALUE_TRANSFER_PARTY_KIND_LABELS[kind].toLowerCase()
  return (
    <Select
      label={label}
      placeholder={`Type a ${kindLabel}’s name${kind === 'customer' ? ' or e-mail' : ''}`}
      searchable
      clearable
      required
      withAsterisk={false}
      data={options.map((match) => ({ value: match.id, label: optionLabel(match) }))}
      // The server has filtered already: show what it found.
      filter={({ options: all }) => all}
      value={value || null}
      onChange={(id) => {
        setChosen(options.find((match) => match.id === id) ?? null)
        onChange(id ?? '')
      }}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={
        loading ? 'Looking…' : failed ? 'The lookup failed. Type again to retry.' : `No ${kindLabel} by that name`
      }
      // A named Loader needs a role: axe refuses aria-label on its bare span.
      rightSection={loading ? <Loader size="xs" role="status" aria-label="Looking" /> : undefined}
      error={error}
    />
  )
}
