// The dealers feature's public face for other server features (the back office's dealers, statements, the site…).
export { onboardingStateOf } from './dealer-onboarding.service'
export { dealerFor, type DealerRef } from './dealer-access'
export { forgetDealerRows } from './dealer-row-memo'
export { grantTeamManagement } from './dealer-owners'
export { billDealer, dealerBalanceAccount, moneyPosition, postDealerMovement, shopAccount } from './dealer-ledger'
export { activeSignatories, creditLimitRequestsOf, requireSignatureAuthority } from './signature-authority.service'
export { openRequestsAsOf } from './dealer-snapshot.repository'
export { snapshotDay } from './dealer-snapshot.service'
