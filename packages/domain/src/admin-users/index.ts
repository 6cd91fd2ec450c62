export * from './admin-users.constants'
export * from './admin-users.contract'
export * from './user-management-refusal'
