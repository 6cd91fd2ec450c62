import { describe, expect, it } from 'vitest'
import { activeShortages } from './active-shortages'
import { SWITCHES_OFF } from './switch-states.constants'
import { SwitchStatesSchema } from './switch-states.schema'

describe('switch states (SPEC §3 Switches)', () => {
  it('all off: no shortage', () => {
    expect(activeShortages(SWITCHES_OFF)).toEqual([])
  })

  it('a shortage that is on says so with its month', () => {
    const shortages = activeShortages({ ...SWITCHES_OFF, 'fzl-shortage': true, 'fzl-shortage-month': '2026-06' })
    expect(shortages).toEqual([
      {
        tool: 'fzl',
        toolName: 'FlashZilla Lite',
        month: 'June 2026',
        message: 'FlashZilla Lite is out of stock: new orders ship in June 2026.',
      },
    ])
  })

  it('a month without its switch on says nothing', () => {
    expect(activeShortages({ ...SWITCHES_OFF, 'fz-shortage-month': '2026-01' })).toEqual([])
  })

  it.each([
    [{ ...SWITCHES_OFF, 'fz-shortage': true }, 'fz-shortage-month'],
    [{ ...SWITCHES_OFF, 'fz-shortage-month': '2026-13' }, 'fz-shortage-month'],
    [{ ...SWITCHES_OFF, 'fzl-shortage': 'yes' }, 'fzl-shortage'],
  ])('refuses %j naming %s', (raw, field) => {
    const result = SwitchStatesSchema.safeParse(raw)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field)
  })
})
