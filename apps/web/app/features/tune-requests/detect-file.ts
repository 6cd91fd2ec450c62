import {
  detectUploadKind,
  DETECTION_HEAD_BYTES,
  readZipEntries,
  ZIP_TAIL_BYTES,
  type Detection,
} from '@shop/domain/tuning'

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

/** The browser half of SPEC §5: the same domain function as the server, on the file's head and tail bytes. */
export async function detectFile(file: File): Promise<Detection> {
  const head = await bytesOf(file.slice(0, DETECTION_HEAD_BYTES))
  const tail = file.size > DETECTION_HEAD_BYTES ? await bytesOf(file.slice(-ZIP_TAIL_BYTES)) : head
  const entries = readZipEntries(tail, file.size)
  return detectUploadKind({
    name: file.name,
    size: file.size,
    head,
    zipEntryNames: entries?.map((e) => e.name) ?? null,
  })
}
