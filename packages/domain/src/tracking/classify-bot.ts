import { BOT_CODES, type BotCode } from './tracking.constants'

const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|mediapartners|monitor|uptime|curl\/|wget\/|python-requests|python-urllib|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww|httpclient|scrapy/i
const AUTOMATION_USER_AGENT = /headlesschrome|phantomjs|puppeteer|playwright|selenium|electron\/.*headless/i

/**
 * SPEC §7/§9: a page view's bot code (docs/decisions/0019), or null for a person. `clientSignal` is
 * the `b` param: what the page itself noticed (151 webdriver, 153 prerendering). `purpose` is the
 * Sec-Purpose or Purpose request header.
 */
export function classifyBot(input: {
  userAgent: string | null | undefined
  clientSignal: number
  screen: string
  purpose: string | null | undefined
}): BotCode | null {
  const userAgent = input.userAgent ?? ''
  if (!userAgent.trim() || BOT_USER_AGENT.test(userAgent)) return BOT_CODES.userAgent
  if (AUTOMATION_USER_AGENT.test(userAgent) || input.clientSignal === BOT_CODES.automation) {
    return BOT_CODES.automation
  }
  if (!input.screen || /^0x|x0$/.test(input.screen)) return BOT_CODES.noBrowserSignals
  if (/prefetch|prerender/i.test(input.purpose ?? '') || input.clientSignal === BOT_CODES.prefetch) {
    return BOT_CODES.prefetch
  }
  return null
}
