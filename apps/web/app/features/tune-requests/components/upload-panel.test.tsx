import { UPLOAD_ERRORS } from '@shop/domain/errors'
import { UPLOAD_TERMS_ACCEPTED, UPLOAD_TERMS_STORAGE_KEY } from '@shop/domain/tuning'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useParams } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithMantine } from '../../../../test/render'
import { UploadPanel } from './upload-panel'
import type { UploadLimits } from '../hooks/use-upload-queue'

const MIB = 1024 * 1024
const LIMITS: UploadLimits = { tuneMaxBytes: 2 * MIB, logMaxBytes: 4 * MIB, parallelUploads: 2 }

/**
 * The network edge of an upload: XMLHttpRequest (fetch has no upload progress). Each request the panel sends
 * waits here until the test answers it, reports progress on it, or sees it aborted.
 */
class FakeUpload {
  static sent: FakeUpload[] = []
  method = ''
  url = ''
  file: File | null = null
  aborted = false
  status = 0
  response: unknown = null
  responseType = ''
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.file = body.get('file') as File
    FakeUpload.sent.push(this)
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 })
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.response = body
    this.onload?.()
  }
  fail() {
    this.onerror?.()
  }
}

const sentNames = () => FakeUpload.sent.map((request) => request.file?.name)
const ecuRead = (name: string, bytes = 4096) => new File([new Uint8Array(bytes).fill(0xff)], name)
const datalog = (name: string) => new File(['time,rpm,boost\n0,900,0.1\n1,2500,1.2\n'], name, { type: 'text/csv' })

function renderUploadPage() {
  const Stub = createRoutesStub([
    { path: '/tuning', Component: () => <UploadPanel limits={LIMITS} brandName="TuneShop" /> },
    {
      path: '/tuning/request/:id/status',
      Component: () => <h1>Status of request {useParams().id}</h1>,
    },
    { path: '/tuning/logs/:id', Component: () => <h1>Graph of log {useParams().id}</h1> },
  ])
  renderWithMantine(<Stub initialEntries={['/tuning']} />)
}

const chooseFiles = (user: ReturnType<typeof userEvent.setup>, files: File[]) =>
  user.upload(screen.getByLabelText('Choose files to upload'), files)
/** Opens the upload page, chooses `files` and waits until `sending` of them are on their way. */
async function uploadFiles(files: File[], sending = files.length) {
  const user = userEvent.setup()
  renderUploadPage()
  await chooseFiles(user, files)
  await waitFor(() => expect(FakeUpload.sent).toHaveLength(sending))
  return user
}

const line = (name: string) => screen.getByRole('listitem', { name })

describe('upload queue (SPEC §4 upload flow, decision 0036)', () => {
  beforeEach(() => {
    FakeUpload.sent = []
    vi.stubGlobal('XMLHttpRequest', FakeUpload)
    window.localStorage.setItem(UPLOAD_TERMS_STORAGE_KEY, UPLOAD_TERMS_ACCEPTED)
  })

  it('sends at most two files at a time, in order; the next starts when a slot frees', async () => {
    await uploadFiles([ecuRead('one.bin'), ecuRead('two.bin'), datalog('three.csv')], 2)
    expect(sentNames()).toEqual(['one.bin', 'two.bin'])
    expect(FakeUpload.sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/v1/tune-requests',
      'POST /api/v1/tune-requests',
    ])
    expect(within(line('one.bin')).getByText('Uploading')).toBeVisible()
    expect(within(line('three.csv')).getByText('Waiting')).toBeVisible()
    expect(within(line('three.csv')).getByText(/Datalog/)).toBeVisible()

    FakeUpload.sent[0]!.answer(201, { redirect: '/tuning/request/41/status' })
    await waitFor(() => expect(sentNames()).toEqual(['one.bin', 'two.bin', 'three.csv']))
    expect(FakeUpload.sent[2]!.url).toBe('/api/v1/logs')
    expect(within(line('one.bin')).getByText('Uploaded')).toBeVisible()
    // With several files nobody is taken away mid-batch: each finished file gets its link.
    expect(within(line('one.bin')).getByRole('link', { name: 'Open the tune request' })).toHaveAttribute(
      'href',
      '/tuning/request/41/status',
    )
    expect(within(line('three.csv')).getByText('Uploading')).toBeVisible()
  })

  it('shows each running file its progress', async () => {
    await uploadFiles([ecuRead('read.bin')])

    FakeUpload.sent[0]!.progress(40)
    await waitFor(() => expect(within(line('read.bin')).getByText('40%')).toBeVisible())
    expect(within(line('read.bin')).getByRole('progressbar', { name: 'Upload progress of read.bin' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    )
    FakeUpload.sent[0]!.progress(100)
    expect(await within(line('read.bin')).findByText('Sent; checking the file…')).toBeVisible()
  })

  it('one file alone goes to its page once uploaded', async () => {
    await uploadFiles([datalog('drive.csv')])

    FakeUpload.sent[0]!.answer(201, { redirect: '/tuning/logs/7' })
    expect(await screen.findByRole('heading', { name: 'Graph of log 7' })).toBeVisible()
  })

  it("shows the server's messages under the kind's heading; after a failure the file can be sent again", async () => {
    const user = await uploadFiles([datalog('drive.csv')])

    FakeUpload.sent[0]!.answer(422, {
      code: 'VALIDATION',
      message: UPLOAD_ERRORS.logUnrecognized,
      errors: { file: [UPLOAD_ERRORS.logUnrecognized] },
    })
    const alert = await within(line('drive.csv')).findByRole('alert')
    expect(alert).toHaveTextContent(UPLOAD_ERRORS.logHeading)
    expect(alert).toHaveTextContent(UPLOAD_ERRORS.logUnrecognized)
    expect(within(line('drive.csv')).getByText('Not uploaded')).toBeVisible()

    // Retry: the failed line is removed and the file chosen again; it is sent anew and this time succeeds.
    await user.click(screen.getByRole('button', { name: 'Remove drive.csv from the list' }))
    expect(screen.queryByRole('listitem', { name: 'drive.csv' })).not.toBeInTheDocument()
    await chooseFiles(user, [datalog('drive.csv')])
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2))
    FakeUpload.sent[1]!.answer(201, { redirect: '/tuning/logs/8' })
    expect(await screen.findByRole('heading', { name: 'Graph of log 8' })).toBeVisible()
  })

  it('a network failure or a 5xx says the unknown-error text (SPEC §8)', async () => {
    await uploadFiles([ecuRead('a.bin'), ecuRead('b.bin')])

    FakeUpload.sent[0]!.fail()
    FakeUpload.sent[1]!.answer(500, { code: 'INTERNAL', message: 'Internal details' })
    for (const name of ['a.bin', 'b.bin']) {
      const alert = await within(line(name)).findByRole('alert')
      expect(alert).toHaveTextContent(UPLOAD_ERRORS.tuneHeading)
      expect(alert).toHaveTextContent(UPLOAD_ERRORS.unknown)
      expect(alert).not.toHaveTextContent('Internal details')
    }
  })

  it('refuses an empty file and one over its cap in the browser, without sending them', async () => {
    const user = userEvent.setup()
    renderUploadPage()
    await chooseFiles(user, [new File([], 'empty.bin'), ecuRead('huge.bin', 2 * MIB + 1)])

    expect(await within(line('empty.bin')).findByRole('alert')).toHaveTextContent(UPLOAD_ERRORS.empty)
    const tooLarge = await within(line('huge.bin')).findByRole('alert')
    expect(tooLarge).toHaveTextContent(UPLOAD_ERRORS.tuneHeading)
    expect(tooLarge).toHaveTextContent('This file is larger than 2 MB, the most we accept for a tune file.')
    expect(FakeUpload.sent).toEqual([])
  })

  it('cancelling a running upload aborts it and lets the next file start', async () => {
    const user = await uploadFiles([ecuRead('one.bin'), ecuRead('two.bin'), ecuRead('three.bin')], 2)

    await user.click(screen.getByRole('button', { name: 'Cancel one.bin' }))
    expect(FakeUpload.sent[0]!.aborted).toBe(true)
    expect(screen.queryByRole('listitem', { name: 'one.bin' })).not.toBeInTheDocument()
    await waitFor(() => expect(sentNames()).toEqual(['one.bin', 'two.bin', 'three.bin']))
  })

  it('holds the files until the terms are accepted, once; Cancel drops them', async () => {
    window.localStorage.removeItem(UPLOAD_TERMS_STORAGE_KEY)
    const user = userEvent.setup()
    renderUploadPage()

    await chooseFiles(user, [ecuRead('read.bin')])
    let terms = await screen.findByRole('dialog', { name: 'Before you upload' })
    await user.click(within(terms).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('listitem', { name: 'read.bin' })).not.toBeInTheDocument()
    expect(window.localStorage.getItem(UPLOAD_TERMS_STORAGE_KEY)).toBeNull()

    await chooseFiles(user, [ecuRead('read.bin')])
    terms = await screen.findByRole('dialog', { name: 'Before you upload' })
    expect(within(terms).getByText(/TuneShop/)).toBeVisible()
    expect(FakeUpload.sent).toEqual([])
    await user.click(within(terms).getByRole('button', { name: 'I agree' }))
    await waitFor(() => expect(sentNames()).toEqual(['read.bin']))
    expect(window.localStorage.getItem(UPLOAD_TERMS_STORAGE_KEY)).toBe('yes')

    // Remembered: the next file goes straight to the queue.
    await chooseFiles(user, [datalog('log.csv')])
    await waitFor(() => expect(sentNames()).toEqual(['read.bin', 'log.csv']))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
