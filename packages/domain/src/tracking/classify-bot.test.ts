import { describe, expect, it } from 'vitest'
import { classifyBot } from './classify-bot'

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const person = { userAgent: CHROME, clientSignal: 0, screen: '1366x900', purpose: null }

describe('classifyBot (SPEC §9 bot detection codes 150 to 153)', () => {
  it('a person in a browser is no bot', () => {
    expect(classifyBot(person)).toBeNull()
  })

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'facebookexternalhit/1.1',
    'curl/8.5.0',
    'python-requests/2.32',
    'Go-http-client/1.1',
    '',
  ])('150: user agent %j', (userAgent) => {
    expect(classifyBot({ ...person, userAgent })).toBe(150)
  })

  it('151: a headless user agent, or the page saw navigator.webdriver', () => {
    expect(classifyBot({ ...person, userAgent: CHROME.replace('Chrome/', 'HeadlessChrome/') })).toBe(151)
    expect(classifyBot({ ...person, clientSignal: 151 })).toBe(151)
  })

  it.each(['', '0x0', '1366x0'])('152: no browser signals (screen %j)', (screen) => {
    expect(classifyBot({ ...person, screen })).toBe(152)
  })

  it('153: prefetch or prerender', () => {
    expect(classifyBot({ ...person, purpose: 'prefetch;prerender' })).toBe(153)
    expect(classifyBot({ ...person, purpose: 'prefetch' })).toBe(153)
    expect(classifyBot({ ...person, clientSignal: 153 })).toBe(153)
  })

  it('the first code that applies wins: a crawler without a screen is 150', () => {
    expect(classifyBot({ ...person, userAgent: 'Googlebot', screen: '' })).toBe(150)
  })
})
