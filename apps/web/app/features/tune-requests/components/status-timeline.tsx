import { Text, Timeline } from '@mantine/core'
import { TUNE_REQUEST_STATUS_LABELS, type TuneRequestStatus } from '@shop/domain/tuning'
import type { Schema } from '../../../lib/api-client'
import { formatDateTime } from '../api/tune-requests-api'

const EVENT_TEXT: Record<string, string> = {
  estimate: 'Estimate made',
  'ask-help': 'Help asked',
  'answer-help': 'Help answered',
  pay: 'Paid',
  'pay-later': 'Billed to the dealer',
  free: 'Marked free of charge',
  raw: 'Raw file work requested',
  take: 'Work started',
  assign: 'A calibrator took the request',
  'upload-tuned': 'Tuned file prepared',
  reject: 'Read rejected',
  reupload: 'Corrected read uploaded',
  'order-paid': 'Paid with a store order',
  'attach-read': 'ECU read uploaded',
  deliver: 'Tuned file delivered',
  'ask-support': 'Support requested',
  cancel: 'Cancelled',
}

/** The request's history, oldest first, starting at the upload. */
export function StatusTimeline({ request }: { request: Schema<'TuneRequestDetail'> }) {
  const label = (status: string) => TUNE_REQUEST_STATUS_LABELS[status as TuneRequestStatus] ?? status
  return (
    <Timeline active={request.timeline.length} bulletSize={14} lineWidth={2} aria-label="Status history">
      {/* A request paid from a store order (decision 0069) starts without a file. */}
      <Timeline.Item title={request.timeline[0]?.event === 'order-paid' ? 'Tunes bought' : 'File received'}>
        <Text size="sm" c="dimmed">
          {formatDateTime(request.created_at)}
        </Text>
      </Timeline.Item>
      {request.timeline.map((entry, i) => (
        <Timeline.Item key={i} title={EVENT_TEXT[entry.event] ?? entry.event}>
          <Text size="sm" c="dimmed">
            {formatDateTime(entry.at)}
            {entry.from_status !== entry.to_status ? ` · now ${label(entry.to_status)}` : ''}
          </Text>
          {entry.note && entry.event !== 'upload-tuned' ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {entry.note}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  )
}
