import { describe, expect, it } from 'vitest'
import type { TuneType } from './catalog.schema'
import { tuneKindOf } from './tune-kind-of'

const plain: TuneType = { id: 1, slug: 'stage-1', name: 'Stage 1', is_awd: false, is_dsg: false, group: null }
const dsg: TuneType = { ...plain, id: 2, slug: 'dsg', is_dsg: true }
const awd: TuneType = { ...plain, id: 3, slug: 'haldex', is_awd: true }

describe('tuneKindOf', () => {
  it.each([
    [false, [plain], 'engine', 'ecu'],
    [true, [plain], 'engine', 'addon'],
    [false, [plain], 'transmission', 'tcu'],
    [true, [plain], 'transmission', 'tcu-addon'],
    [false, [dsg], 'engine', 'dsg'],
    [false, [dsg], 'transmission', 'dsg'],
    [true, [dsg], 'transmission', 'dsg'],
    [false, [awd], 'engine', 'awd'],
    [true, [awd], 'engine', 'awd-addon'],
    [false, [plain, awd], 'transmission', 'awd'],
    [false, [], 'engine', 'ecu'],
  ] as const)('optional=%s types=%o from the %s → %s', (optional, types, scope, kind) => {
    expect(tuneKindOf({ optional, tune_types: [...types] }, scope)).toBe(kind)
  })
})
