import { formatMoney } from '../money/format-money'
import { PRODUCT_CATEGORIES, PRODUCT_KIND_LABELS } from '../store/store.constants'
import type { AdminProductChange, ProductSnapshot } from './admin-products.contract'
import { PRODUCT_VISIBILITY_LABELS } from './admin-products.constants'

/** Longer texts (a description) are cut here in the history; the product page shows the whole of the current one. */
const SHOWN_TEXT = 160

const cut = (text: string) => (text.length > SHOWN_TEXT ? `${text.slice(0, SHOWN_TEXT - 1)}…` : text)

/** A category's name (`cables` → Cables); an unknown slug as it is. */
export const productCategoryName = (slug: string) => PRODUCT_CATEGORIES.find((c) => c.slug === slug)?.name ?? slug

const money = (amount: number | undefined, currency: string) =>
  amount === undefined ? null : formatMoney({ amount_minor: amount, currency })

/** An option list in words: `Cable length: 1 m, 3 m (+$12.00)`; options apart by a semicolon. */
export function optionsText(options: ProductSnapshot['options']): string {
  return options
    .map((option) => {
      const selections = option.selections.map((selection) => {
        const added = Object.entries(selection.prices)
          .filter(([, amount]) => amount > 0)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([currency, amount]) => `+${money(amount, currency)}`)
        return added.length > 0 ? `${selection.name} (${added.join(', ')})` : selection.name
      })
      return `${option.name}: ${selections.join(', ')}`
    })
    .join('; ')
}

/** Images in words, in order: their alternative texts (`2 images: Front; Back`); null for none. */
function imagesText(images: readonly { alt: string }[]): string | null {
  if (images.length === 0) return null
  const count = images.length === 1 ? '1 image' : `${images.length} images`
  return `${count}: ${images.map((image) => image.alt || 'no alternative text').join('; ')}`
}

type Field = { label: string; text: (product: ProductSnapshot) => string | null }

const FIELDS: readonly Field[] = [
  { label: 'Name', text: (p) => p.name },
  { label: 'Slug', text: (p) => p.slug },
  { label: 'Subtext', text: (p) => p.subtext || null },
  { label: 'Description', text: (p) => (p.description ? cut(p.description) : null) },
  { label: 'Category', text: (p) => productCategoryName(p.category) },
  { label: 'Kind', text: (p) => PRODUCT_KIND_LABELS[p.kind] },
  { label: 'Visibility', text: (p) => PRODUCT_VISIBILITY_LABELS[p.visibility] },
  { label: 'Weight', text: (p) => `${p.weight_grams} g` },
]

/**
 * What changed between two snapshots of a product, in words, in the form's order: one line per field whose text
 * differs (a price per currency, "Price (EUR)"). `before` null is the product's creation: every field that holds
 * something. Equal snapshots give an empty list.
 */
export function describeProductChanges(before: ProductSnapshot | null, after: ProductSnapshot): AdminProductChange[] {
  const changes: AdminProductChange[] = []
  const add = (field: string, was: string | null, now: string | null) => {
    if (was !== now && (before !== null || now !== null)) changes.push({ field, before: was, after: now })
  }
  for (const field of FIELDS) add(field.label, before ? field.text(before) : null, field.text(after))
  const currencies = [...new Set([...Object.keys(before?.prices ?? {}), ...Object.keys(after.prices)])].sort()
  for (const currency of currencies) {
    add(`Price (${currency})`, money(before?.prices[currency], currency), money(after.prices[currency], currency))
  }
  const optionsBefore = before ? optionsText(before.options) || null : null
  add('Options', optionsBefore, optionsText(after.options) || null)
  add('Images', before ? imagesText(before.images ?? []) : null, imagesText(after.images ?? []))
  return changes
}
