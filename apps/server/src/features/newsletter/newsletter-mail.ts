import { paths } from '@shop/domain/paths'
import type { MailMessage } from '../../platform/mail/mailer'
import type { AppDeps } from '../../http/app-env'

// The newsletter's mails: the confirmation of a sign-up, and an issue as each subscriber gets it — with a link to its
// web view, a visible unsubscribe link, and the List-Unsubscribe headers of RFC 2369 and RFC 8058 (one click).

type Deps = Pick<AppDeps, 'publicUrl' | 'siteConfig'>
type List = { slug: string; title: string }

const base = (deps: Deps) => deps.publicUrl.replace(/\/$/, '')
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

export function confirmationMail(deps: Deps, list: List, email: string, token: string): MailMessage {
  const brand = deps.siteConfig.brandName
  const link = `${base(deps)}${paths.newsletterConfirm(token)}`
  return {
    to: email,
    subject: `${brand}: please confirm your subscription to ${list.title}`,
    text: [
      `Someone, hopefully you, asked to receive "${list.title}" from ${brand} at this address.`,
      '',
      `To confirm, open this link and press the button (it works for 7 days):`,
      link,
      '',
      'If it was not you, ignore this mail: without the confirmation nothing is sent to you.',
    ].join('\n'),
    html: [
      `<p>Someone, hopefully you, asked to receive “${escapeHtml(list.title)}” from ${escapeHtml(brand)} at this address.</p>`,
      `<p><a href="${escapeHtml(link)}">Confirm my subscription</a> (the link works for 7 days).</p>`,
      '<p>If it was not you, ignore this mail: without the confirmation nothing is sent to you.</p>',
    ].join('\n'),
  }
}

export type IssueForMail = { slug: string; subject: string; markdown: string; html: string }

/**
 * An issue as one subscriber gets it. `unsubscribeToken` is theirs; without one (staff's test send) the mail says
 * that each subscriber's copy carries its own link, and has no List-Unsubscribe headers.
 */
export function issueMail(
  deps: Deps,
  list: List,
  issue: IssueForMail,
  to: string,
  unsubscribeToken: string | null,
): MailMessage {
  const brand = deps.siteConfig.brandName
  const webView = `${base(deps)}${paths.newsletterIssue(issue.slug)}`
  const unsubscribePage = unsubscribeToken ? `${base(deps)}${paths.newsletterUnsubscribe(unsubscribeToken)}` : null
  const why = `You get this mail because you subscribed to "${list.title}" from ${brand}.`
  const textFooter = unsubscribePage
    ? `${why}\nUnsubscribe: ${unsubscribePage}`
    : `${why}\nThis is a test send: each subscriber's copy carries their own unsubscribe link.`
  const htmlFooter = unsubscribePage
    ? `<a href="${escapeHtml(unsubscribePage)}">Unsubscribe</a>`
    : 'This is a test send: each subscriber’s copy carries their own unsubscribe link.'
  const message: MailMessage = {
    to,
    subject: issue.subject,
    text: [`View in your browser: ${webView}`, '', issue.markdown, '', '--', textFooter].join('\n'),
    html: [
      `<p style="font-size:12px;color:#555"><a href="${escapeHtml(webView)}">View in your browser</a></p>`,
      issue.html,
      `<hr><p style="font-size:12px;color:#555">${escapeHtml(why)} ${htmlFooter}</p>`,
    ].join('\n'),
  }
  if (unsubscribeToken) {
    const oneClick = `${base(deps)}/api/v1/newsletter/unsubscribe/${encodeURIComponent(unsubscribeToken)}`
    message.headers = {
      'List-Unsubscribe': `<${oneClick}>, <mailto:${deps.siteConfig.supportEmail}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }
  }
  return message
}
