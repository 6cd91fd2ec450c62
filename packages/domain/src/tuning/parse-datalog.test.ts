import { describe, expect, it } from 'vitest'
import { parseDatalog } from './parse-datalog'
import { CSV_LOG } from './tuning.test-fixtures'

const ok = (text: string) => {
  const result = parseDatalog(text)
  if (!result.ok) throw new Error(`not parsed: ${result.reason}`)
  return result.log
}

describe('parseDatalog (common datalog CSV layouts)', () => {
  it('comma-separated with units in parentheses: time + channels with min/max/average', () => {
    const log = ok(CSV_LOG)
    expect(log.rowCount).toBe(2)
    expect(log.summary.delimiter).toBe(',')
    expect(log.summary.time).toEqual({ name: 'Time', unit: 's' })
    expect(log.summary.channels).toEqual([
      { name: 'RPM', unit: null, min: 850, max: 900, average: 875 },
      { name: 'Boost', unit: 'psi', min: -10.2, max: -9.8, average: -10 },
      { name: 'AFR', unit: null, min: 14.6, max: 14.7, average: 14.649999999999999 },
    ])
    expect(Array.from(log.time)).toEqual([0, 0.05])
  })

  it('semicolons with decimal commas and units in brackets (European loggers)', () => {
    const log = ok('Zeit [s];Drehzahl [1/min];Ladedruck [kPa]\r\n0,0;800;101,3\r\n0,1;820;105,5\r\n')
    expect(log.summary.delimiter).toBe(';')
    expect(log.summary.channels.map((c) => [c.name, c.unit, c.max])).toEqual([
      ['Drehzahl', '1/min', 820],
      ['Ladedruck', 'kPa', 105.5],
    ])
  })

  it('tab-separated, quoted headers, a preamble before the header, time in ms turned into seconds', () => {
    const text = [
      'Logger: Example Pro 3.2',
      'Vehicle: 2019 Golf GTI',
      '',
      '"Time (ms)"\t"Engine Speed (rpm)"\t"Knock Retard (deg)"\t"Throttle (%)"',
      '1000\t3000\t0\t55',
      '1100\t3200\t-1.5\t60',
      '1200\t3400\t\t65',
    ].join('\n')
    const log = ok(text)
    expect(log.summary.delimiter).toBe('\t')
    expect(log.summary.time).toEqual({ name: 'Time', unit: 's' })
    expect(Array.from(log.time).map((t) => Math.round(t * 1000))).toEqual([0, 100, 200])
    expect(log.summary.duration).toBeCloseTo(0.2)
    const knock = log.summary.channels.find((c) => c.name === 'Knock Retard')!
    expect(knock).toEqual({ name: 'Knock Retard', unit: 'deg', min: -1.5, max: 0, average: -0.75 })
    expect(Number.isNaN(log.values[1]![2])).toBe(true)
  })

  it('columns without numbers are dropped; rows without a time are skipped', () => {
    const log = ok('Time,Gear,Note\n0,3,start\nend of log,,\n1,4,\n')
    expect(log.rowCount).toBe(2)
    expect(log.summary.channels.map((c) => c.name)).toEqual(['Gear'])
  })

  it.each([
    ['empty', '', 'empty'],
    ['whitespace', ' \n\n', 'empty'],
    ['prose', 'Dear tuner, my car runs rough at idle.\nThanks!', 'no_header'],
    ['a header without rows', 'Time,RPM\n', 'no_header'],
    ['binary', '\u0000\u0001\u0002PK\u0003', 'no_header'],
    ['no time column', 'RPM,Boost\n800,1\n', 'no_header'],
    ['only a time column', 'Time,Comment\n0,a\n1,b\n', 'no_channels'],
  ])('unrecognized: %s', (_label, text, reason) => {
    expect(parseDatalog(text)).toEqual({ ok: false, reason })
  })

  it('fast path: 100k rows × 8 channels parse in under 1.5 s even on a busy machine (~0.2 s idle)', () => {
    const lines = ['Time (s),RPM,Boost (psi),AFR,Timing (deg),Knock (deg),Throttle (%),IAT (F),MAF (g/s)']
    for (let i = 0; i < 100_000; i++) {
      lines.push(
        `${(i * 0.01).toFixed(2)},${800 + (i % 6000)},${(i % 30) - 10},14.7,${i % 20},0,${i % 100},85,${i % 250}`,
      )
    }
    const text = lines.join('\n')
    const started = performance.now()
    const log = ok(text)
    const elapsed = performance.now() - started
    expect(log.rowCount).toBe(100_000)
    expect(log.summary.channels).toHaveLength(8)
    expect(log.summary.channels[0]).toMatchObject({ name: 'RPM', min: 800, max: 6799 })
    expect(elapsed).toBeLessThan(1500)
  })
})
