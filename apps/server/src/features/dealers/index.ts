// The dealers feature's public face for other features: billing a purchase to a dealer's ledger balance.
export { billDealer } from './dealer-ledger'
