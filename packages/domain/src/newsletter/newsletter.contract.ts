import { z } from 'zod'
import { ContentMarkdownSchema } from '../content/content.contract'
import { ISSUE_STATUSES, SUBSCRIBER_STATUSES } from './newsletter.constants'

// The wire contract of the newsletter (issue 26 item 6): sign-up, confirmation and unsubscribing for anyone; the
// issues' web view; the profile's own subscriptions; issues, lists and sending in the back office.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const NewsletterListSlugSchema = z
  .string()
  .trim()
  .max(60)
  .regex(SLUG, 'Choose a newsletter')
  .meta({ description: 'A list’s slug (`shop-news`, `dealer-blog-posts`)' })

export const IssueSlugSchema = z
  .string()
  .trim()
  .min(3, 'The address needs at least 3 characters')
  .max(80, 'The address may have at most 80 characters')
  .regex(SLUG, 'Use lower-case letters, digits and single dashes')

/** A token from a mail's link (base64url); a wrong one is a 404. */
export const NewsletterTokenSchema = z.string().max(100)

export const NewsletterListSchema = z
  .object({ slug: z.string(), title: z.string(), description: z.string() })
  .meta({ id: 'NewsletterList' })
export type NewsletterList = z.infer<typeof NewsletterListSchema>

export const SubscribeRequestSchema = z
  .object({
    list: NewsletterListSlugSchema,
    email: z.email('Enter a valid e-mail address').max(254, 'Enter a valid e-mail address'),
  })
  .meta({ id: 'NewsletterSubscribeRequest' })
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>

/** The same answer whatever the address's state (no address enumeration). */
export const SubscribeAnswerSchema = z
  .object({ received: z.literal(true), message: z.string() })
  .meta({ id: 'NewsletterSubscribeAnswer' })

export const ConfirmAnswerSchema = z
  .object({ list: NewsletterListSchema, email: z.string() })
  .meta({ id: 'NewsletterConfirmAnswer' })
export type ConfirmAnswer = z.infer<typeof ConfirmAnswerSchema>

/** What an unsubscribe link is about, read before the visitor presses the button (reading changes nothing). */
export const UnsubscribeLinkSchema = z
  .object({ list: NewsletterListSchema, email: z.string(), subscribed: z.boolean() })
  .meta({ id: 'NewsletterUnsubscribeLink' })
export type UnsubscribeLink = z.infer<typeof UnsubscribeLinkSchema>

export const UnsubscribeAnswerSchema = z
  .object({ list: NewsletterListSchema, unsubscribed: z.literal(true) })
  .meta({ id: 'NewsletterUnsubscribeAnswer' })

/** A sent issue as the public reads it (`/newsletter/{slug}/`). */
export const PublicIssueSchema = z
  .object({
    slug: z.string(),
    subject: z.string(),
    html: z.string(),
    sent_at: z.iso.datetime(),
    list: NewsletterListSchema,
  })
  .meta({ id: 'NewsletterPublicIssue' })
export type PublicIssue = z.infer<typeof PublicIssueSchema>

/** A signed-in user's lists, each with whether the account's address gets it. */
export const MySubscriptionsSchema = z
  .object({
    email: z.string(),
    lists: z.array(
      NewsletterListSchema.extend({ status: z.enum(SUBSCRIBER_STATUSES).nullable(), subscribed: z.boolean() }),
    ),
  })
  .meta({ id: 'NewsletterMySubscriptions' })
export type MySubscriptions = z.infer<typeof MySubscriptionsSchema>

export const MySubscriptionChangeSchema = z
  .object({ subscribed: z.boolean() })
  .meta({ id: 'NewsletterMySubscriptionChange' })

// The back office

export const IssueInputSchema = z
  .object({
    list: NewsletterListSlugSchema,
    slug: IssueSlugSchema,
    subject: z
      .string()
      .trim()
      .min(1, 'The subject is required')
      .max(200, 'The subject may have at most 200 characters'),
    markdown: ContentMarkdownSchema.min(1, 'Write the issue'),
  })
  .meta({ id: 'NewsletterIssueInput' })
export type IssueInput = z.infer<typeof IssueInputSchema>

export const IssueSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    subject: z.string(),
    list: NewsletterListSchema,
    status: z.enum(ISSUE_STATUSES),
    /** Confirmed subscribers when sending started (0 for a draft). */
    total: z.number().int(),
    /** Subscribers mailed so far. */
    delivered: z.number().int(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    sent_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'NewsletterIssueSummary' })
export type IssueSummary = z.infer<typeof IssueSummarySchema>

export const IssueSchema = IssueSummarySchema.extend({
  markdown: z.string(),
  html: z.string(),
  /** Confirmed subscribers of the issue's list now: whom Send would mail. */
  confirmed_subscribers: z.number().int(),
}).meta({ id: 'NewsletterIssue' })
export type Issue = z.infer<typeof IssueSchema>

export const ListOverviewSchema = NewsletterListSchema.extend({
  pending: z.number().int(),
  confirmed: z.number().int(),
  unsubscribed: z.number().int(),
}).meta({ id: 'NewsletterListOverview' })
export type ListOverview = z.infer<typeof ListOverviewSchema>

export const NewsletterOverviewSchema = z
  .object({ issues: z.array(IssueSummarySchema), lists: z.array(ListOverviewSchema) })
  .meta({ id: 'NewsletterOverview' })
export type NewsletterOverview = z.infer<typeof NewsletterOverviewSchema>

export const TestSendAnswerSchema = z.object({ sent_to: z.string() }).meta({ id: 'NewsletterTestSendAnswer' })
