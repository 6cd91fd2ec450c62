import { UPLOAD_ERRORS } from '@shop/domain/errors'
import { PARALLEL_UPLOADS, UPLOAD_TERMS_ACCEPTED, UPLOAD_TERMS_STORAGE_KEY } from '@shop/domain/tuning'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { detectFile } from '../detect-file'
import { sendUpload } from '../api/send-upload'
import { destinationToFollow, itemsToStart, uploadQueueReducer } from '../upload-queue'

export type UploadLimits = { tuneMaxBytes: number; logMaxBytes: number; parallelUploads: number }

const MIB = 1024 * 1024
const formatCap = (bytes: number) => (bytes % MIB === 0 ? `${bytes / MIB} MB` : `${(bytes / MIB).toFixed(1)} MB`)

function termsAccepted(): boolean {
  try {
    return window.localStorage.getItem(UPLOAD_TERMS_STORAGE_KEY) === UPLOAD_TERMS_ACCEPTED
  } catch {
    return false
  }
}

let counter = 0
const nextId = () => `upload-${Date.now()}-${++counter}`

/**
 * The upload queue of SPEC §4: files are held until the terms are accepted (once, remembered as 'yes'),
 * detected with the domain function, then sent at most PARALLEL_UPLOADS at a time with progress and cancel.
 */
export function useUploadQueue(limits: UploadLimits) {
  const [items, dispatch] = useReducer(uploadQueueReducer, [])
  const [pending, setPending] = useState<File[]>([])
  const [termsOpen, setTermsOpen] = useState(false)
  const controllers = useRef(new Map<string, AbortController>())
  const navigate = useNavigate()
  const itemsRef = useRef(items)
  itemsRef.current = items
  const parallel = Math.min(limits.parallelUploads, PARALLEL_UPLOADS)

  const enqueue = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({ id: nextId(), file }))
      dispatch({ type: 'added', items: added })
      for (const { id, file } of added) {
        void detectFile(file).then(
          (detection) => {
            if (!detection.ok) {
              dispatch({ type: 'refused', id, error: { heading: null, messages: [UPLOAD_ERRORS.empty] } })
              return
            }
            const cap = detection.kind === 'tune' ? limits.tuneMaxBytes : limits.logMaxBytes
            if (file.size > cap) {
              const heading = detection.kind === 'tune' ? UPLOAD_ERRORS.tuneHeading : UPLOAD_ERRORS.logHeading
              const what = detection.kind === 'tune' ? 'tune file' : 'log'
              const message = `This file is larger than ${formatCap(cap)}, the most we accept for a ${what}.`
              dispatch({ type: 'refused', id, error: { heading, messages: [message] } })
              return
            }
            dispatch({ type: 'detected', id, kind: detection.kind })
          },
          () => dispatch({ type: 'refused', id, error: { heading: null, messages: [UPLOAD_ERRORS.unknown] } }),
        )
      }
    },
    [limits.tuneMaxBytes, limits.logMaxBytes],
  )

  const addFiles = useCallback(
    (files: File[]) => {
      if (files.length === 0) return
      if (termsAccepted()) enqueue(files)
      else {
        setPending((held) => [...held, ...files])
        setTermsOpen(true)
      }
    },
    [enqueue],
  )

  const agree = useCallback(() => {
    try {
      window.localStorage.setItem(UPLOAD_TERMS_STORAGE_KEY, UPLOAD_TERMS_ACCEPTED)
    } catch {
      // Storage blocked: the dialog simply shows again next time.
    }
    setTermsOpen(false)
    enqueue(pending)
    setPending([])
  }, [enqueue, pending])

  const declineTerms = useCallback(() => {
    setTermsOpen(false)
    setPending([])
  }, [])

  // Start waiting uploads whenever a slot is free.
  useEffect(() => {
    for (const item of itemsToStart(items, parallel)) {
      if (!item.kind || controllers.current.has(item.id)) continue
      const controller = new AbortController()
      controllers.current.set(item.id, controller)
      dispatch({ type: 'started', id: item.id })
      void sendUpload(
        item.file,
        item.kind,
        (progress) => dispatch({ type: 'progress', id: item.id, progress }),
        controller.signal,
      ).then((result) => {
        controllers.current.delete(item.id)
        if (controller.signal.aborted) return
        if (!result.ok) {
          dispatch({ type: 'failed', id: item.id, error: result.error })
          return
        }
        dispatch({ type: 'succeeded', id: item.id, destination: result.destination })
        const after = uploadQueueReducer(itemsRef.current, {
          type: 'succeeded',
          id: item.id,
          destination: result.destination,
        })
        const follow = destinationToFollow(after, item.id)
        if (follow) void navigate(follow)
      })
    }
  }, [items, parallel, navigate])

  useEffect(() => {
    const running = controllers.current
    return () => running.forEach((controller) => controller.abort())
  }, [])

  const cancel = useCallback((id: string) => {
    controllers.current.get(id)?.abort()
    controllers.current.delete(id)
    dispatch({ type: 'removed', id })
  }, [])

  return { items, addFiles, cancel, termsOpen, agree, declineTerms }
}
