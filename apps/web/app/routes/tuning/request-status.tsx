import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { formatMoney } from '@shop/domain/money'
import { paths } from '@shop/domain/paths'
import { SETTLED_STATUSES } from '@shop/domain/tuning'
import { useState } from 'react'
import { data, isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { ErrorPage } from '../../components/ui/error-page'
import { StatusBadge } from '../../components/ui/status-badge'
import { answer, ApiError, type Schema } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import { PaymentPanel } from '../../features/tune-requests/components/payment-panel'
import { RequestFiles } from '../../features/tune-requests/components/request-files'
import { HelpForm, ReuploadForm, SupportForm } from '../../features/tune-requests/components/request-messages'
import { StatusTimeline } from '../../features/tune-requests/components/status-timeline'
import { formatDateTime, vehicleLine } from '../../features/tune-requests/api/tune-requests-api'
import { useStatusPoll } from '../../features/tune-requests/hooks/use-status-poll'
import { VehicleTuneForm } from '../../features/tune-requests/components/vehicle-tune-form'
import type { Route } from './+types/request-status'

export const meta: Route.MetaFunction = ({ matches, params }) => [
  { title: pageTitle(matches, `Tune request #${params.id}`) },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 })
  try {
    const id = Number(params.id)
    const request = await answer(serverApi(context).GET('/api/v1/tune-requests/{id}', { params: { path: { id } } }))
    // Without `poll` the operation answers the whole request (the poll answer is the other member of its union).
    return request as Schema<'TuneRequestDetail'>
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 })
    throw error
  }
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}

/**
 * /tuning/request/{id}/status (SPEC §2): vehicle and tune choice, the estimate with prices, the disclaimer,
 * payment, the status timeline (kept current by polling), the tuned file with its SHA-256, the rejection
 * reason with a re-upload, help and support; a request paid from a store order asks for its ECU read first
 * (decision 0069).
 */
export default function TuneRequestStatus({ loaderData: request }: Route.ComponentProps) {
  const revalidator = useRevalidator()
  const refresh = () => void revalidator.revalidate()
  useStatusPoll(request.id, request.updated_at, !SETTLED_STATUSES.includes(request.status))
  const [changing, setChanging] = useState(false)
  const [cancelError, setCancelError] = useState<unknown>(null)
  const customer = request.party === 'customer'
  const can = (event: string) => customer && request.actions.includes(event)
  const choosing = can('estimate') && (!request.estimate || changing)
  const settling = request.estimate && (can('pay') || can('pay-later') || can('raw'))
  const tuned = request.files.filter((file) => file.role === 'tuned')

  const cancel = async () => {
    setCancelError(null)
    try {
      await answer(browserApi.DELETE('/api/v1/tune-requests/{id}', { params: { path: { id: request.id } } }))
      refresh()
    } catch (caught) {
      setCancelError(caught)
    }
  }

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={1}>Tune request #{request.id}</Title>
            <Text c="dimmed">
              {vehicleLine(request)} · received {formatDateTime(request.created_at)}
            </Text>
          </div>
          <div role="status" aria-live="polite">
            <StatusBadge size="lg" status={request.status} label={request.status_label} data-testid="request-status" />
          </div>
        </Group>

        {request.status === 'awaiting-read' ? (
          <Section title="Upload your ECU read">
            <Text>
              Your tunes are paid. Read your ECU with your flash tool and upload the file here: we prepare the tune from
              it, and it is then ready for your tool on this page.
            </Text>
            {can('attach-read') ? <ReuploadForm requestId={request.id} onDone={refresh} first /> : null}
          </Section>
        ) : null}

        {request.status === 'rejected' ? (
          <Alert color="red" variant="light" title="We need a new read">
            <Stack gap="sm">
              <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="rejection-reason">
                {request.rejection_reason}
              </Text>
              {can('reupload') ? (
                <>
                  <Text size="sm">Upload a corrected read below. You will not pay again.</Text>
                  <ReuploadForm requestId={request.id} onDone={refresh} />
                </>
              ) : null}
            </Stack>
          </Alert>
        ) : null}

        {tuned.length > 0 ? (
          <Section title="Your tuned file">
            {request.worker_note ? (
              <Paper bg="var(--mantine-color-gray-0)" p="md" radius="sm">
                <Text size="sm" fw={600}>
                  Note from your calibrator
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {request.worker_note}
                </Text>
              </Paper>
            ) : null}
            <RequestFiles requestId={request.id} files={tuned} />
          </Section>
        ) : request.tuned_file_waiting ? (
          <Alert color="blue" variant="light" title="Your tuned file is being prepared">
            A calibrator has prepared your tuned file. It is released here as soon as the request is settled and
            delivered.
          </Alert>
        ) : null}

        {choosing ? (
          <Section title="Choose your vehicle and tune">
            <Text size="sm" c="dimmed">
              Pick the vehicle the read comes from and the tunes you want. Prices come from our catalog and are fixed in
              your estimate.
            </Text>
            <VehicleTuneForm
              requestId={request.id}
              onDone={() => {
                setChanging(false)
                refresh()
              }}
            />
          </Section>
        ) : null}

        {settling ? (
          <Section title="Your estimate">
            <PaymentPanel request={request} onDone={refresh} />
            {can('estimate') && !changing ? (
              <Anchor component="button" type="button" onClick={() => setChanging(true)} size="sm">
                Change vehicle or tunes
              </Anchor>
            ) : null}
          </Section>
        ) : null}

        {request.payment?.provider === 'tune-credits' ? (
          <Text>Paid with tune credits on {formatDateTime(request.payment.paid_at)}.</Text>
        ) : request.payment ? (
          <Text>
            Paid {formatMoney({ amount_minor: request.payment.amount_minor, currency: request.payment.currency })} on{' '}
            {formatDateTime(request.payment.paid_at)}.
          </Text>
        ) : request.funding === 'pay-later' ? (
          <Text>Billed to your dealer.</Text>
        ) : null}

        <Section title="Status history">
          <StatusTimeline request={request} />
        </Section>

        <Section title="Files you sent">
          <RequestFiles requestId={request.id} files={request.files.filter((file) => file.role !== 'tuned')} />
        </Section>

        {can('ask-help') ? (
          <Section title="Need help choosing?">
            <HelpForm requestId={request.id} onDone={refresh} />
          </Section>
        ) : null}
        {can('ask-support') ? (
          <Section title="Support">
            <SupportForm requestId={request.id} onDone={refresh} />
          </Section>
        ) : null}

        <Group justify="space-between">
          <Group gap="md">
            <Anchor component={Link} to={paths.tuneRequests()}>
              All my tune requests
            </Anchor>
            <Anchor component={Link} to={paths.tuning()}>
              Upload another file
            </Anchor>
            {request.party === 'worker' ? (
              <Anchor component={Link} to={paths.pipeline()}>
                Pipeline board
              </Anchor>
            ) : null}
          </Group>
          {can('cancel') ? (
            <Button variant="subtle" color="red" onClick={() => void cancel()}>
              Cancel this request
            </Button>
          ) : null}
        </Group>
        {cancelError ? <ApiErrorAlert error={cancelError} /> : null}
      </Stack>
    </Container>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'failed'} />
}
