import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATING_MAX, starLabel, type FeedbackRequest } from '@shop/domain/support'
import { useState } from 'react'
import { ApiErrorAlert } from '../../components/ui/api-error-alert'
import { answer } from '../../lib/api-client'
import { browserApi } from '../../lib/browser-api'
import classes from './feedback-stars.module.css'

const RATINGS = Array.from({ length: FEEDBACK_RATING_MAX }, (_, index) => index + 1)

/** The rating as stars: five radio buttons ("1 star" … "5 stars"), arrow keys move between them. */
function Stars({ value, onChange }: { value: number | null; onChange: (rating: number) => void }) {
  const [hover, setHover] = useState<number | null>(null)
  const lit = hover ?? value ?? 0
  return (
    <div>
      <fieldset className={classes.stars} onMouseLeave={() => setHover(null)}>
        <legend className={classes.legend}>Your rating</legend>
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className={classes.star}
            data-lit={rating <= lit || undefined}
            onMouseEnter={() => setHover(rating)}
          >
            <input
              className={classes.input}
              type="radio"
              name="rating"
              value={rating}
              aria-label={starLabel(rating)}
              checked={value === rating}
              onChange={() => onChange(rating)}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </fieldset>
      <Text className={classes.chosen} aria-hidden="true">
        {value ? `${starLabel(value)} of ${FEEDBACK_RATING_MAX}` : 'Choose from 1 to 5 stars'}
      </Text>
    </div>
  )
}

/** The answered state: what the customer sent (or learned was already sent). */
function Answered({ feedback, justSent }: { feedback: FeedbackRequest; justSent: boolean }) {
  return (
    <Stack gap="sm" role="status">
      <Title order={2} size="h3">
        {justSent ? 'Thank you for your feedback!' : 'This feedback was already sent.'}
      </Title>
      <Text>
        {justSent
          ? 'Every rating is read by the team that helped you. It tells us what to keep doing and what to fix.'
          : 'Each link takes one answer, and this one has been used. Thank you for taking the time.'}
      </Text>
      {feedback.rating ? (
        <Text fw={600}>
          <span aria-hidden="true">
            {'★'.repeat(feedback.rating)}
            {'☆'.repeat(FEEDBACK_RATING_MAX - feedback.rating)}
          </span>{' '}
          {starLabel(feedback.rating)}
        </Text>
      ) : null}
      {feedback.comment ? <Text style={{ whiteSpace: 'pre-wrap' }}>“{feedback.comment}”</Text> : null}
    </Stack>
  )
}

/** A customer rates a solved ticket or a delivered tune, once (SPEC §2 /feedback/{id}/{token}/submit). */
export function FeedbackForm({ feedback, token }: { feedback: FeedbackRequest; token: string }) {
  const [current, setCurrent] = useState(feedback)
  const [justSent, setJustSent] = useState(false)
  const [rating, setRating] = useState<number | null>(null)
  const [missing, setMissing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (rating === null) {
      setMissing(true)
      return
    }
    const comment = String(new FormData(event.currentTarget).get('comment') ?? '')
    setBusy(true)
    setFailure(null)
    try {
      const saved = await answer(
        browserApi.POST('/api/v1/feedback/{id}/{token}', {
          params: { path: { id: current.id, token } },
          body: { rating, comment },
        }),
      )
      setCurrent(saved)
      setJustSent(true)
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      {current.answered ? (
        <Answered feedback={current} justSent={justSent} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {failure ? <ApiErrorAlert error={failure} /> : null}
            <Stars
              value={rating}
              onChange={(value) => {
                setRating(value)
                setMissing(false)
              }}
            />
            {missing ? (
              <Alert color="red" variant="light" role="alert">
                Choose a rating from 1 to 5 stars.
              </Alert>
            ) : null}
            <Textarea
              name="comment"
              label="Comment"
              description="What went well, and what could we do better? (optional)"
              autosize
              minRows={4}
              maxLength={FEEDBACK_COMMENT_MAX}
            />
            <Button type="submit" loading={busy} w="fit-content">
              Send
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  )
}
