import { describe, expect, it } from 'vitest'
import type { IncomingMessage } from 'node:http'
import {
  clientAddressOf,
  isClientAddressStamped,
  normalizedAddress,
  parseTrustedProxies,
  stampClientAddress,
} from './client-ip'

const from = (peer: string, forwardedFor?: string) => ({
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  socket: { remoteAddress: peer },
})

describe('clientAddressOf', () => {
  it('without trusted proxies the socket peer is the client, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf(from('198.51.100.1', '1.2.3.4'), [])).toBe('198.51.100.1')
  })

  it('an untrusted peer cannot choose its address with X-Forwarded-For', () => {
    expect(clientAddressOf(from('198.51.100.1', '1.2.3.4'), ['10.0.0.0/8'])).toBe('198.51.100.1')
  })

  it('a trusted proxy: the rightmost untrusted hop of X-Forwarded-For is the client', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 192.168.1.1')
    expect(clientAddressOf(from('10.0.0.1', '198.51.100.2'), trusted)).toBe('198.51.100.2')
    // A forged leftmost entry is skipped: the client is the address the first trusted proxy saw.
    expect(clientAddressOf(from('10.0.0.1', '6.6.6.6, 198.51.100.3, 192.168.1.1, 10.9.9.9'), trusted)).toBe(
      '198.51.100.3',
    )
    // A trusted proxy without the header: the proxy itself is all we know.
    expect(clientAddressOf(from('10.0.0.1'), trusted)).toBe('10.0.0.1')
  })

  it('IPv4-mapped IPv6 peers match IPv4 ranges', () => {
    expect(clientAddressOf(from('::ffff:10.0.0.1', '198.51.100.4'), ['10.0.0.0/8'])).toBe('198.51.100.4')
  })

  it("an address is written as the auth library writes a session's: mapped IPv4 as IPv4, IPv6 as its /64", () => {
    expect(normalizedAddress('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(normalizedAddress('2001:DB8::1')).toBe('2001:0db8:0000:0000:0000:0000:0000:0000')
    expect(normalizedAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:0db8:0001:0002:0000:0000:0000:0000')
    expect(normalizedAddress('::1')).toBe('0000:0000:0000:0000:0000:0000:0000:0000')
    expect(normalizedAddress('fe80::1:2:3:4')).toBe('fe80:0000:0000:0000:0000:0000:0000:0000')
    expect(normalizedAddress('198.51.100.9')).toBe('198.51.100.9')
    expect(clientAddressOf(from('2001:db8::7', '1.2.3.4'), [])).toBe('2001:0db8:0000:0000:0000:0000:0000:0000')
  })

  it('no socket: unknown', () => {
    expect(clientAddressOf(undefined, [])).toBe('unknown')
  })

  it('parseTrustedProxies: empty is none, a bad entry throws', () => {
    expect(parseTrustedProxies('')).toEqual([])
    expect(parseTrustedProxies(' loopback , 10.0.0.0/8 ')).toEqual(['loopback', '10.0.0.0/8'])
    expect(() => parseTrustedProxies('not-an-address')).toThrow()
  })
})

describe('stampClientAddress', () => {
  it('replaces what a client wrote under the internal name, in both of Node’s header lists', () => {
    const incoming = {
      headers: { host: 'shop.test', 'x-tuneshop-client-ip': '192.0.2.250' },
      rawHeaders: ['Host', 'shop.test', 'X-Tuneshop-Client-IP', '192.0.2.250', 'x-tuneshop-client-ip', '192.0.2.251'],
      socket: { remoteAddress: '::ffff:198.51.100.7' },
    } as unknown as IncomingMessage
    expect(isClientAddressStamped(incoming)).toBe(false)
    stampClientAddress(incoming, [])
    expect(incoming.headers['x-tuneshop-client-ip']).toBe('198.51.100.7')
    expect(incoming.rawHeaders).toEqual(['Host', 'shop.test', 'x-tuneshop-client-ip', '198.51.100.7'])
    expect(isClientAddressStamped(incoming)).toBe(true)
  })
})
