import { describe, expect, it } from 'vitest'
import { tune } from './catalog.test-fixtures'
import { gainsOf } from './gains-of'

const stock = tune(1, {
  is_stock: true,
  horsepower: { value: 190, unit: 'hp' },
  torque: { value: 230, unit: 'lb-ft' },
  crank_horsepower: { value: 220, unit: 'hp' },
  crank_torque: { value: 258, unit: 'lb-ft' },
})
const stage1 = tune(2, {
  horsepower: { value: 240, unit: 'hp' },
  torque: { value: 300, unit: 'lb-ft' },
  crank_horsepower: { value: 275, unit: 'hp' },
  crank_torque: { value: 340, unit: 'lb-ft' },
})

describe('gainsOf (gains against the stock tune, crank or regular)', () => {
  it('crank display uses the crank_* figures', () => {
    expect(gainsOf(stage1, stock, 'crank')).toEqual({
      horsepower: { value: 55, unit: 'hp' },
      torque: { value: 82, unit: 'lb-ft' },
    })
  })

  it('regular display uses the wheel figures', () => {
    expect(gainsOf(stage1, stock, 'regular')).toEqual({
      horsepower: { value: 50, unit: 'hp' },
      torque: { value: 70, unit: 'lb-ft' },
    })
  })

  it('the stock tune gains nothing', () => {
    expect(gainsOf(stock, stock, 'crank')).toEqual({
      horsepower: { value: 0, unit: 'hp' },
      torque: { value: 0, unit: 'lb-ft' },
    })
  })

  it('a stock figure in another unit is converted to the tune’s unit first', () => {
    const metricStock = tune(1, {
      crank_horsepower: { value: 162, unit: 'kW' },
      crank_torque: { value: 350, unit: 'Nm' },
    })
    // 162 kW = 217.2 hp; 350 Nm = 258.1 lb-ft.
    expect(gainsOf(stage1, metricStock, 'crank')).toEqual({
      horsepower: { value: 57.8, unit: 'hp' },
      torque: { value: 81.9, unit: 'lb-ft' },
    })
  })

  it('without a stock tune there is nothing to compare with', () => {
    expect(gainsOf(stage1, null, 'crank')).toBeNull()
  })
})
