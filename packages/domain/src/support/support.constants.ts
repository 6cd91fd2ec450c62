/**
 * The contact page and feedback (issue 26 item 3): /contact-us opens a GENERAL ticket; a customer rates a solved
 * ticket or a delivered tune once, through a link mailed to them.
 */

/** One address (IP) or one e-mail address may send this many contact messages an hour; past that a 429. */
export const CONTACT_US_PER_HOUR = 5

export const CONTACT_US_NAME_MAX = 200
export const CONTACT_US_SUBJECT_MAX = 200
export const CONTACT_US_MESSAGE_MAX = 20_000

/** A feedback rating is 1 to 5 stars; the comment is optional and short. */
export const FEEDBACK_RATING_MIN = 1
export const FEEDBACK_RATING_MAX = 5
export const FEEDBACK_COMMENT_MAX = 2000

/** What a feedback request is about: a ticket support solved, or a tune request a calibrator delivered. */
export const FEEDBACK_SUBJECT_KINDS = ['ticket', 'tune-request'] as const
export type FeedbackSubjectKind = (typeof FEEDBACK_SUBJECT_KINDS)[number]

export const FEEDBACK_SUBJECT_LABELS: Record<FeedbackSubjectKind, string> = {
  ticket: 'Support ticket',
  'tune-request': 'Tune request',
}

/** "1 star", "2 stars" … the label of each choice of the rating. */
export const starLabel = (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'}`

/** The token of a feedback link: 32 random bytes, base64url (43 characters). */
export const FEEDBACK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
