// Newsletter (issue 26 item 6): lists with double opt-in, issues written by staff and sent in batches.

/** The shop's two lists (seeded): the footer's sign-up and the dealers' blog-post digest. */
export const SHOP_NEWS_LIST = 'shop-news'
export const DEALER_BLOG_POSTS_LIST = 'dealer-blog-posts'

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
}

export const ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const
export type IssueStatus = (typeof ISSUE_STATUSES)[number]
export const ISSUE_STATUS_LABELS: Record<IssueStatus, string> = {
  draft: 'Draft',
  sending: 'Sending',
  sent: 'Sent',
}

/** Subscribers mailed per run of the send job; the job queues itself again until none are left. */
export const NEWSLETTER_SEND_BATCH = 200
/** A confirmation link works this long after it was mailed. */
export const CONFIRM_LINK_DAYS = 7
/** Sign-ups one address (IP) may make in an hour before a 429. */
export const SIGNUPS_PER_IP_PER_HOUR = 20
/** Confirmation mails one e-mail address gets in an hour; more sign-ups are answered alike and mail nothing. */
export const CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 3

/** The texts a visitor reads (server answers and pages say the same). */
export const NEWSLETTER_TEXTS = {
  signUpReceived: 'Thanks! If this address is not on the list yet, we have sent it a link to confirm the subscription.',
  confirmLinkInvalid: 'This confirmation link is not valid any more. Sign up again to get a new one.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  listUnknown: 'There is no such newsletter.',
  issueNotDraft: 'Only a draft can be changed.',
  issueAlreadySent: 'This issue has been sent already.',
  noSubscribers: 'Nobody has confirmed a subscription to this list yet.',
  slugTaken: 'Another issue already has this address.',
} as const
