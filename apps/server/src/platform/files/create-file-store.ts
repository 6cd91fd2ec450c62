import { join } from 'node:path'
import type { Env } from '../../env'
import { createLocalFileStore, type FileStore } from './file-store'

/** The configured store: S3-compatible when S3_BUCKET is set (the SDK loads only then), else DATA_DIR/files. */
export async function createFileStoreOf(
  env: Pick<Env, 'DATA_DIR' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>,
): Promise<FileStore> {
  if (!env.S3_BUCKET) return createLocalFileStore(join(env.DATA_DIR, 'files'))
  const { createS3FileStore } = await import('./s3-file-store')
  return createS3FileStore({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  })
}
