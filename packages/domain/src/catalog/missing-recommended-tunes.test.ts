import { describe, expect, it } from 'vitest'
import { tune } from './catalog.test-fixtures'
import { missingRecommendedTunes } from './missing-recommended-tunes'
import { INITIAL_VEHICLE_SELECTION, type TuneCatalog } from './vehicle-selection.schema'

const catalog: TuneCatalog = {
  engineTunes: [
    tune(1, { is_stock: true, recommended: [4] }),
    tune(2, { recommended: [4, 5, 404] }),
    tune(4, { optional: true, recommended: [5] }),
    tune(5, { optional: true }),
  ],
  transmissionTunes: [tune(21, { recommended: [5, 22] }), tune(22, { optional: true })],
}

describe('missingRecommendedTunes (recommended tunes are shown, not selected)', () => {
  it.each([
    [{ tune: 2 }, [4, 5]],
    [{ tune: 2, addOnTunes: [4] }, [5]],
    [{ tune: 2, addOnTunes: [4, 5] }, []],
    [{ tune: 2, transmissionTune: 21 }, [4, 5, 22]],
    [{ tune: 1 }, []],
    [{}, []],
  ])('selection %o offers %j (unknown ids and chosen ones left out, each once)', (chosen, offered) => {
    const selection = { ...INITIAL_VEHICLE_SELECTION, ...chosen }
    expect(missingRecommendedTunes(selection, catalog).map(({ id }) => id)).toEqual(offered)
  })
})
