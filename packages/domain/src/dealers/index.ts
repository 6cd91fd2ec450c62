export * from './dealer-portal.constants'
export * from './dealer-ledger.constants'
export * from './dealer.contract'
export * from './dealer-members.contract'
