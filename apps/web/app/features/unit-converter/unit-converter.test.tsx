import { fireEvent, render, screen, within } from '@testing-library/react'
import { READING_TEXTS } from '@shop/domain/units'
import { describe, expect, it } from 'vitest'
import { UnitConverter } from './unit-converter'

const section = (name: string) => screen.getByRole('region', { name })
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const resultOf = (region: HTMLElement, unit: string) =>
  region.querySelector(`[data-unit="${unit}"]`)?.textContent?.replace(/\s+/g, ' ').trim()

describe('the unit converter (issue 26 item 8)', () => {
  it('converts power live as it is typed, into every other unit', () => {
    render(<UnitConverter />)
    const power = section('Power')
    type(within(power).getByLabelText('Power reading'), '300')
    expect(resultOf(power, 'kW')).toBe('223.7 kW')
    expect(resultOf(power, 'PS')).toBe('304.2 PS')
    fireEvent.change(within(power).getByLabelText('Unit'), { target: { value: 'kW' } })
    expect(resultOf(power, 'hp')).toBe('402.3 hp')
    expect(resultOf(power, 'kW')).toBeUndefined()
  })

  it('accepts a decimal comma', () => {
    render(<UnitConverter />)
    const pressure = section('Pressure')
    type(within(pressure).getByLabelText('Pressure reading'), '1,5')
    expect(resultOf(pressure, 'psi')).toBe('21.76 psi')
    expect(resultOf(pressure, 'kPa')).toBe('150.0 kPa')
    expect(within(pressure).getByRole('alert')).toBeEmptyDOMElement()
  })

  it('says what is wrong with a reading that is no number or measures nothing real', () => {
    render(<UnitConverter />)
    const torque = section('Torque')
    const input = within(torque).getByLabelText('Torque reading')
    type(input, '35O')
    expect(within(torque).getByRole('alert')).toHaveTextContent(READING_TEXTS.notANumber)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(resultOf(torque, 'Nm')).toBe('— Nm')
    const pressure = section('Pressure')
    type(within(pressure).getByLabelText('Pressure reading'), '-0.2')
    expect(within(pressure).getByRole('alert')).toHaveTextContent(READING_TEXTS.negativePressure)
    const temperature = section('Temperature')
    type(within(temperature).getByLabelText('Temperature reading'), '-300')
    expect(within(temperature).getByRole('alert')).toHaveTextContent(READING_TEXTS.belowAbsoluteZero)
  })

  it('turns AFR into lambda and back, per fuel', () => {
    render(<UnitConverter />)
    const mixture = section('Air-fuel ratio and lambda')
    const afr = within(mixture).getByLabelText('Air-fuel ratio (AFR)')
    const lambda = within(mixture).getByLabelText('Lambda (λ)')
    type(afr, '14.7')
    expect(lambda).toHaveValue('1.000')
    fireEvent.change(within(mixture).getByLabelText('Fuel'), { target: { value: 'e85' } })
    expect(afr).toHaveValue('14.7')
    expect(lambda).toHaveValue('1.505')
    type(lambda, '0,8')
    expect(afr).toHaveValue('7.81')
    type(lambda, '0')
    expect(within(mixture).getByRole('alert')).toHaveTextContent(READING_TEXTS.lambdaNotPositive)
    expect(lambda).toHaveAttribute('aria-invalid', 'true')
  })

  it('asks for decimals on a phone keyboard and ties every label to its control', () => {
    render(<UnitConverter />)
    const inputs = screen.getAllByRole('textbox')
    expect(inputs.length).toBe(6)
    for (const input of inputs) expect(input).toHaveAttribute('inputmode', 'decimal')
  })
})
