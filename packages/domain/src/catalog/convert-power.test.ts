import { describe, expect, it } from 'vitest'
import { convertPower } from './convert-power'

describe('convertPower', () => {
  it.each([
    [{ value: 100, unit: 'kW' }, 'hp', 134.102],
    [{ value: 100, unit: 'hp' }, 'kW', 74.57],
    [{ value: 100, unit: 'PS' }, 'hp', 98.632],
    [{ value: 100, unit: 'hp' }, 'PS', 101.387],
    [{ value: 250, unit: 'hp' }, 'hp', 250],
  ] as const)('%o in %s is %f', (power, unit, value) => {
    const converted = convertPower(power, unit)
    expect(converted.unit).toBe(unit)
    expect(converted.value).toBeCloseTo(value, 2)
  })
})
