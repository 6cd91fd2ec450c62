export * from './tuning.constants'
export * from './read-zip-entries'
export * from './check-zip-directory'
export * from './detect-upload-kind'
