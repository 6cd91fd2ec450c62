import { BETA_APPLICATION_STATUS_LABELS, type MyBetaApplication } from '@shop/domain/beta-programs'
import { useState } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { Button } from '../../components/ui/form/fields'
import { StatusBadge } from '../../components/ui/status-badge'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import classes from './beta.module.css'

const WHAT_NEXT: Record<MyBetaApplication['status'], string> = {
  applied: 'We review every applicant and e-mail you our decision, usually within a week.',
  accepted: 'You are in. We e-mail you what to install and when the beta starts.',
  declined: 'We could not take you into this round. Watch this page for the next one.',
  withdrawn: 'You withdrew your application. You may apply again while the program is open.',
}

/** The applicant's own application: its status, staff's note, and withdrawing while it is waiting or accepted. */
export function MyApplication({
  programId,
  application,
  onChanged,
}: {
  programId: number
  application: MyBetaApplication
  onChanged: () => void
}) {
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const canWithdraw = application.status === 'applied' || application.status === 'accepted'

  async function withdraw() {
    if (!window.confirm('Withdraw your application? Your place goes to the next applicant.')) return
    setSending(true)
    setFailure(null)
    try {
      await answer(
        browserApi.POST('/api/v1/beta-programs/{id}/applications/mine/withdraw', {
          params: { path: { id: programId } },
        }),
      )
      onChanged()
    } catch (error) {
      setFailure(error)
    } finally {
      setSending(false)
    }
  }

  const vehicle = [application.year, application.make.name, application.model, application.engine]
    .filter(Boolean)
    .join(' ')
  return (
    <div role="status" aria-live="polite">
      <div className={classes.statusLine}>
        <span>Your application:</span>
        <StatusBadge
          status={application.status}
          label={BETA_APPLICATION_STATUS_LABELS[application.status]}
          data-testid="beta-application-status"
        />
      </div>
      <p>{WHAT_NEXT[application.status]}</p>
      <p>
        {vehicle}
        {application.tool ? `, flashed with a ${application.tool.name}` : ''}.
      </p>
      {application.staff_note ? (
        <p>
          <strong>Our note:</strong> {application.staff_note}
        </p>
      ) : null}
      {failure ? <ApiErrorAlert error={failure} /> : null}
      {canWithdraw ? (
        <Button variant="light" loading={sending} onClick={() => void withdraw()}>
          Withdraw my application
        </Button>
      ) : null}
    </div>
  )
}
