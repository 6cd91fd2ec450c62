export * from './beta-programs.constants'
export * from './beta-programs.contract'
export * from './beta-eligibility'
