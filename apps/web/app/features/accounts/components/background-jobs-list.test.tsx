import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubApi } from '../../../../test/fake-api'
import { renderWithMantine } from '../../../../test/render'
import { BackgroundJobsList, type BackgroundJob } from './background-jobs-list'

const FAILED_ID = '7d0c54f6-1f0e-4a4e-9a56-4b9ef0a0d001'

const job = (change: Partial<BackgroundJob>): BackgroundJob => ({
  id: '7d0c54f6-1f0e-4a4e-9a56-4b9ef0a0d002',
  name: 'mail-send',
  state: 'completed',
  retry_count: 0,
  retry_limit: 7,
  error: null,
  data: { outboxId: 1 },
  created_at: '2026-11-26T10:00:00.000Z',
  started_at: '2026-11-26T10:00:01.000Z',
  completed_at: '2026-11-26T10:00:02.000Z',
  start_after: '2026-11-26T10:00:00.000Z',
  ...change,
})

function renderList(jobs: BackgroundJob[], loader = vi.fn(() => null)) {
  const Stub = createRoutesStub([{ path: '/admin/jobs', Component: () => <BackgroundJobsList jobs={jobs} />, loader }])
  renderWithMantine(<Stub initialEntries={['/admin/jobs']} />)
  return loader
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('BackgroundJobsList', () => {
  it('shows a failed job with its error and a Retry button; a completed one has none', async () => {
    renderList([
      job({ id: FAILED_ID, state: 'failed', retry_count: 7, error: '451 Mailbox busy' }),
      job({ name: 'clean-up' }),
    ])
    const table = await screen.findByRole('table')
    const failedRow = within(table).getByRole('row', { name: /Send an e-mail/ })
    expect(within(failedRow).getByText('failed')).toBeTruthy()
    expect(within(failedRow).getByText('451 Mailbox busy')).toBeTruthy()
    expect(within(failedRow).getByText('8 of 8')).toBeTruthy()
    expect(within(table).getAllByRole('button', { name: 'Retry the job: Send an e-mail' })).toHaveLength(1)
    // Kinds are named as staff say them, never by their queue names.
    expect(within(table).getByText('Remove expired links and abandoned uploads')).toBeTruthy()
    expect(within(table).queryByText('mail-send')).toBeNull()
    expect(within(within(table).getByRole('row', { name: /Remove expired links/ })).queryByRole('button')).toBeNull()
  })

  it('retries a failed job through the API and reloads the list', async () => {
    const api = stubApi({
      [`POST /api/admin/jobs/${FAILED_ID}/retry`]: { body: job({ id: FAILED_ID, state: 'retry' }) },
    })
    const loader = renderList([job({ id: FAILED_ID, state: 'failed', error: 'down' })])
    const table = await screen.findByRole('table')
    const loads = loader.mock.calls.length
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Retry the job: Send an e-mail' }))
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(loads))
    expect(api.calls).toEqual([{ method: 'POST', path: `/api/admin/jobs/${FAILED_ID}/retry`, body: null }])
  })

  it('says why a retry was refused', async () => {
    stubApi({})
    renderList([job({ id: FAILED_ID, state: 'failed', error: 'down' })])
    const table = await screen.findByRole('table')
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Retry the job: Send an e-mail' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
  })
})
