import type { UploadKind } from '@shop/domain/tuning'

/** SPEC §4 upload flow: a file is queued, detected, then sent; at most PARALLEL_UPLOADS are sent at once. */
export type UploadStatus = 'detecting' | 'waiting' | 'uploading' | 'done' | 'failed'

export type UploadError = { heading: string | null; messages: string[] }

export type UploadItem = {
  id: string
  file: File
  kind: UploadKind | null
  status: UploadStatus
  /** 0–100 while uploading. */
  progress: number
  error: UploadError | null
  /** Where the upload leads: the request's status page or the log's graph page. */
  destination: string | null
}

export type QueueAction =
  | { type: 'added'; items: { id: string; file: File }[] }
  | { type: 'detected'; id: string; kind: UploadKind }
  | { type: 'refused'; id: string; error: UploadError }
  | { type: 'started'; id: string }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'succeeded'; id: string; destination: string }
  | { type: 'failed'; id: string; error: UploadError }
  | { type: 'removed'; id: string }

const update = (items: UploadItem[], id: string, change: Partial<UploadItem>) =>
  items.map((item) => (item.id === id ? { ...item, ...change } : item))

export function uploadQueueReducer(items: UploadItem[], action: QueueAction): UploadItem[] {
  switch (action.type) {
    case 'added':
      return [
        ...items,
        ...action.items.map(({ id, file }) => ({
          id,
          file,
          kind: null,
          status: 'detecting' as const,
          progress: 0,
          error: null,
          destination: null,
        })),
      ]
    case 'detected':
      return update(items, action.id, { kind: action.kind, status: 'waiting' })
    case 'refused':
      return update(items, action.id, { status: 'failed', error: action.error })
    case 'started':
      return update(items, action.id, { status: 'uploading', progress: 0 })
    case 'progress':
      return update(items, action.id, { progress: Math.max(0, Math.min(100, action.progress)) })
    case 'succeeded':
      return update(items, action.id, { status: 'done', progress: 100, destination: action.destination })
    case 'failed':
      return update(items, action.id, { status: 'failed', error: action.error })
    case 'removed':
      return items.filter((item) => item.id !== action.id)
  }
}

/** The waiting items to start now so that no more than `parallel` are uploading (first come, first served). */
export function itemsToStart(items: readonly UploadItem[], parallel: number): UploadItem[] {
  const running = items.filter((item) => item.status === 'uploading').length
  return items.filter((item) => item.status === 'waiting').slice(0, Math.max(0, parallel - running))
}

/**
 * Where the browser goes after an upload succeeds: its page, when it was the only file of the batch
 * (nothing else waiting, running or done); with several files the list keeps a link for each (decision 0036).
 */
export function destinationToFollow(items: readonly UploadItem[], succeededId: string): string | null {
  const item = items.find((candidate) => candidate.id === succeededId)
  if (!item?.destination) return null
  const others = items.filter((other) => other.id !== succeededId && other.status !== 'failed')
  return others.length === 0 ? item.destination : null
}
