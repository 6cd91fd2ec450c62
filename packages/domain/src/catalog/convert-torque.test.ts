import { describe, expect, it } from 'vitest'
import { convertTorque } from './convert-torque'

describe('convertTorque', () => {
  it.each([
    [{ value: 100, unit: 'lb-ft' }, 'Nm', 135.582],
    [{ value: 350, unit: 'Nm' }, 'lb-ft', 258.146],
    [{ value: 350, unit: 'Nm' }, 'Nm', 350],
  ] as const)('%o in %s is %f', (torque, unit, value) => {
    const converted = convertTorque(torque, unit)
    expect(converted.unit).toBe(unit)
    expect(converted.value).toBeCloseTo(value, 2)
  })
})
