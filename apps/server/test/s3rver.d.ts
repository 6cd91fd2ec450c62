// The part of @20minutes/s3rver (a maintained fork of s3rver; it ships no types) that the tests use.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net'

  type S3rverOptions = {
    address?: string
    port?: number
    silent?: boolean
    directory?: string
    resetOnClose?: boolean
    /** false: path-style requests only, as the store sends them with an endpoint. */
    vhostBuckets?: boolean
    configureBuckets?: { name: string }[]
  }

  export default class S3rver {
    constructor(options?: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
