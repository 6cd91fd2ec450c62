import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import S3rver from '@20minutes/s3rver'
import { S3Client } from '@aws-sdk/client-s3'
import type { S3Settings } from '../src/platform/files/s3-file-store'

/** s3rver checks SigV4 signatures against these (its fixed development account). */
const ACCESS_KEY_ID = 'S3RVER'
const SECRET_ACCESS_KEY = 'S3RVER'

/** How s3rver names the file that holds an object's bytes in its directory. */
const OBJECT_SUFFIX = '._S3rver_object'

/**
 * An S3-compatible server on 127.0.0.1 (s3rver: the S3 REST API over a temporary directory), with one
 * empty bucket, so the S3 file store is tested through the real SDK and a real socket, never the network.
 * Its object operations check SigV4 as S3 does; its bucket-level ones do not accept the v3 SDK's path-style
 * signatures, so the bucket is made at start and `objectKeys` lists it from the server's directory.
 */
export async function startS3Server(bucket = 'tuneshop-test') {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
  }
  /** A client of its own, for tests that look at or change the bucket behind the store's back. */
  const client = new S3Client({
    region: settings.region,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  })
  return {
    settings,
    client,
    /** The store's settings as the server reads them from the environment (README: `S3_*`). */
    env: {
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    /** The keys the bucket holds now, read from the server's directory (not through the store under test). */
    objectKeys: async () => {
      const entries = await readdir(join(directory, bucket), { recursive: true, withFileTypes: true })
      return entries
        .filter((entry) => entry.isFile() && entry.name.endsWith(OBJECT_SUFFIX))
        .map((entry) =>
          relative(join(directory, bucket), join(entry.parentPath, entry.name)).slice(0, -OBJECT_SUFFIX.length),
        )
        .sort()
    },
    close: async () => {
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
export type S3Server = Awaited<ReturnType<typeof startS3Server>>
