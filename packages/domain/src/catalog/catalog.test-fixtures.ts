import type { Money } from '../money/money.schema'
import type { TuneType, VehicleTune } from './catalog.schema'

/** Test support only (imported by the catalog tests): small, readable catalog objects with sane defaults. */

export const usd = (amount_minor: number): Money => ({ amount_minor, currency: 'USD' })

export const TUNE_TYPES = {
  plain: { id: 1, slug: 'performance', name: 'Performance', is_awd: false, is_dsg: false, group: null },
  dsg: { id: 2, slug: 'dsg', name: 'DSG', is_awd: false, is_dsg: true, group: null },
  awd: { id: 3, slug: 'haldex', name: 'Haldex', is_awd: true, is_dsg: false, group: null },
} satisfies Record<string, TuneType>

export function tune(id: number, fields: Partial<VehicleTune> = {}): VehicleTune {
  return {
    id,
    slug: `tune-${id}`,
    name: `Tune ${id}`,
    part_number: `P${id}`,
    is_stock: false,
    optional: false,
    stage: null,
    description: '',
    notes: '',
    horsepower: { value: 200, unit: 'hp' },
    torque: { value: 250, unit: 'lb-ft' },
    torque_limit: { value: 400, unit: 'Nm' },
    crank_horsepower: { value: 230, unit: 'hp' },
    crank_torque: { value: 280, unit: 'lb-ft' },
    price: usd(0),
    addonprice: usd(0),
    baseprice: usd(0),
    baseaddonprice: usd(0),
    dealerprice: null,
    dealeraddonprice: null,
    requires: [],
    recommended: [],
    give_split_credits: false,
    split_ecu_credit_amt: 0,
    split_tcu_credit_amt: 0,
    split_awd_credit_amt: 0,
    tools: [],
    tune_types: [TUNE_TYPES.plain],
    dyno_csv_ids: [],
    ...fields,
  }
}
