import { describe, expect, it } from 'vitest'
import type { ProductSnapshot } from './admin-products.contract'
import { describeProductChanges, optionsText } from './describe-product-changes'

const cable: ProductSnapshot = {
  slug: 'obd-extension-cable',
  name: 'OBD extension cable',
  subtext: '',
  description: 'A cable.',
  category: 'cables',
  kind: 'cable',
  visibility: 'visible',
  weight_grams: 180,
  prices: { EUR: 2_900, USD: 3_200 },
  options: [
    {
      id: 4,
      name: 'Length',
      selections: [
        { name: '1 m', prices: { EUR: 0, USD: 0 } },
        { name: '3 m', prices: { EUR: 500, USD: 600 } },
      ],
    },
  ],
}

describe('describeProductChanges', () => {
  it('names only what changed: a price in one currency', () => {
    expect(describeProductChanges(cable, { ...cable, prices: { ...cable.prices, EUR: 3_400 } })).toEqual([
      { field: 'Price (EUR)', before: '€29.00', after: '€34.00' },
    ])
  })

  it('gives nothing for an equal snapshot', () => {
    expect(describeProductChanges(cable, structuredClone(cable))).toEqual([])
  })

  it('says labels, never enum values, and a price added or removed', () => {
    const after: ProductSnapshot = { ...cable, visibility: 'hidden', category: 'accessories', prices: { EUR: 2_900 } }
    expect(describeProductChanges(cable, after)).toEqual([
      { field: 'Category', before: 'Cables', after: 'Accessories' },
      { field: 'Visibility', before: 'Visible', after: 'Hidden' },
      { field: 'Price (USD)', before: '$32.00', after: null },
    ])
  })

  it('lists every field that holds something when the product is created', () => {
    const fields = describeProductChanges(null, cable).map((change) => change.field)
    expect(fields).toEqual([
      'Name',
      'Slug',
      'Description',
      'Category',
      'Kind',
      'Visibility',
      'Weight',
      'Price (EUR)',
      'Price (USD)',
      'Options',
    ])
    expect(describeProductChanges(null, cable).every((change) => change.before === null)).toBe(true)
  })

  it('cuts a long description', () => {
    const long = 'x'.repeat(500)
    const [change] = describeProductChanges(cable, { ...cable, description: long })
    expect(change?.after).toHaveLength(160)
    expect(change?.after?.endsWith('…')).toBe(true)
  })

  it('writes options with what each selection adds', () => {
    expect(optionsText(cable.options)).toBe('Length: 1 m, 3 m (+€5.00, +$6.00)')
    const renamed = { ...cable, options: [{ ...cable.options[0]!, name: 'Cable length' }] }
    expect(describeProductChanges(cable, renamed)).toEqual([
      {
        field: 'Options',
        before: 'Length: 1 m, 3 m (+€5.00, +$6.00)',
        after: 'Cable length: 1 m, 3 m (+€5.00, +$6.00)',
      },
    ])
  })
})

describe('describeProductChanges: images', () => {
  it('says how many images and their alternative texts, in order', () => {
    const front = { src: '/api/store/images/a.png', alt: 'Front' }
    const back = { src: '/api/store/images/b.png', alt: '' }
    expect(describeProductChanges(cable, { ...cable, images: [front, back] })).toEqual([
      { field: 'Images', before: null, after: '2 images: Front; no alternative text' },
    ])
    expect(describeProductChanges({ ...cable, images: [front, back] }, { ...cable, images: [back] })).toEqual([
      { field: 'Images', before: '2 images: Front; no alternative text', after: '1 image: no alternative text' },
    ])
  })
})
