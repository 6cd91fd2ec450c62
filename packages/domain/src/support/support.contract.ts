import { z } from 'zod'
import { pageMetaSchema, PageQuerySchema } from '../paging'
import {
  CONTACT_US_MESSAGE_MAX,
  CONTACT_US_NAME_MAX,
  CONTACT_US_SUBJECT_MAX,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  FEEDBACK_SUBJECT_KINDS,
} from './support.constants'

// ---- /contact-us (SPEC §7 contact-us): a GENERAL ticket from the contact page

/**
 * The contact form. Name, subject and message are SPEC §3 Ticket's customer_name, title and description: an empty
 * one is the one answer 422 'ticket is not valid' (so they are not required here, only bounded).
 */
export const ContactUsSchema = z
  .object({
    name: z.string().max(CONTACT_US_NAME_MAX).default(''),
    email: z.email('Enter the e-mail address we should answer.').max(254),
    subject: z.string().max(CONTACT_US_SUBJECT_MAX).default(''),
    message: z.string().max(CONTACT_US_MESSAGE_MAX).default(''),
  })
  .meta({ id: 'ContactUs' })
export type ContactUs = z.infer<typeof ContactUsSchema>

export const ContactUsAnswerSchema = z
  .object({ ticket_id: z.number().int(), received: z.literal(true) })
  .meta({ id: 'ContactUsAnswer' })
export type ContactUsAnswer = z.infer<typeof ContactUsAnswerSchema>

// ---- feedback (/feedback/{id}/{token}/submit)

export const FeedbackSubjectSchema = z.object({
  kind: z.enum(FEEDBACK_SUBJECT_KINDS),
  id: z.number().int(),
  title: z.string(),
})
export type FeedbackSubject = z.infer<typeof FeedbackSubjectSchema>

/** What the link rates and whether it was answered (the answer once it was). */
export const FeedbackRequestSchema = z
  .object({
    id: z.number().int(),
    about: FeedbackSubjectSchema,
    answered: z.boolean(),
    rating: z.number().int().nullable(),
    comment: z.string().nullable(),
    submitted_at: z.string().nullable(),
  })
  .meta({ id: 'FeedbackRequest' })
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>

export const FeedbackAnswerSchema = z
  .object({
    rating: z
      .number({ error: 'Choose a rating from 1 to 5 stars.' })
      .int('Choose a rating from 1 to 5 stars.')
      .min(FEEDBACK_RATING_MIN, 'Choose a rating from 1 to 5 stars.')
      .max(FEEDBACK_RATING_MAX, 'Choose a rating from 1 to 5 stars.'),
    comment: z
      .string()
      .trim()
      .max(FEEDBACK_COMMENT_MAX, `Keep the comment under ${FEEDBACK_COMMENT_MAX} characters.`)
      .default(''),
  })
  .meta({ id: 'FeedbackAnswer' })
export type FeedbackAnswer = z.infer<typeof FeedbackAnswerSchema>

export const AdminFeedbackListQuerySchema = PageQuerySchema.extend({
  about: z.enum(FEEDBACK_SUBJECT_KINDS).optional(),
})
export type AdminFeedbackListQuery = z.infer<typeof AdminFeedbackListQuerySchema>

export const AdminFeedbackItemSchema = z.object({
  id: z.number().int(),
  about: FeedbackSubjectSchema,
  email: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  submitted_at: z.string(),
})
export type AdminFeedbackItem = z.infer<typeof AdminFeedbackItemSchema>

/** Answered feedback, newest first, with the average rating and the count of links sent and answered. */
export const AdminFeedbackListSchema = z
  .object({
    data: z.array(AdminFeedbackItemSchema),
    meta: pageMetaSchema,
    summary: z.object({
      average_rating: z.number().nullable(),
      answered: z.number().int(),
      offered: z.number().int(),
    }),
  })
  .meta({ id: 'AdminFeedbackList' })
export type AdminFeedbackList = z.infer<typeof AdminFeedbackListSchema>
