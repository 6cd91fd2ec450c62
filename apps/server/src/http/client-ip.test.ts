import { describe, expect, it } from 'vitest'
import { clientAddressOf, parseTrustedProxies } from './client-ip'

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

  it('no socket: unknown', () => {
    expect(clientAddressOf(undefined, [])).toBe('unknown')
  })

  it('parseTrustedProxies: empty is none, a bad entry throws', () => {
    expect(parseTrustedProxies('')).toEqual([])
    expect(parseTrustedProxies(' loopback , 10.0.0.0/8 ')).toEqual(['loopback', '10.0.0.0/8'])
    expect(() => parseTrustedProxies('not-an-address')).toThrow()
  })
})
