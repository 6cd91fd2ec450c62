export * from './status-tone'
