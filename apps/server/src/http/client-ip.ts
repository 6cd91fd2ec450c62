import type { IncomingMessage } from 'node:http'
import { isIPv4, isIPv6 } from 'node:net'
import proxyAddr from 'proxy-addr'
import { CLIENT_IP_HEADER } from '../auth/client-ip-header'

/** What the address is read from: Node's request (its headers and socket). */
export type IncomingPeer = {
  headers: Record<string, string | string[] | undefined>
  socket?: { remoteAddress?: string | undefined } | null
}

/** `TRUSTED_PROXIES` as a list (addresses, CIDR ranges, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). */
export function parseTrustedProxies(setting: string): string[] {
  const list = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  proxyAddr.compile(list) // throws on anything that is not an address or a range
  return list
}

/**
 * Who is asking: the socket's peer, unless the peer is a trusted proxy; then X-Forwarded-For is read from the
 * right, skipping trusted hops, and the first untrusted address is the client (proxy-addr, as Express does).
 * A client cannot choose its address by sending the header: whatever it wrote is left of a hop it does not control.
 */
export function clientAddressOf(incoming: IncomingPeer | undefined, trusted: readonly string[]): string {
  const peer = incoming?.socket?.remoteAddress
  if (!incoming || !peer) return 'unknown'
  if (trusted.length === 0) return normalizedAddress(peer)
  return normalizedAddress(proxyAddr(incoming as Parameters<typeof proxyAddr>[0], compiledTrust(trusted)))
}

const STAMPED = Symbol('client address stamped')

/**
 * Writes the client's address onto Node's request as `CLIENT_IP_HEADER`, replacing whatever a client sent under that
 * name, before the framework sees the request (site-listener.ts): the limiters, the auth library and the page's
 * in-process calls read it as a header. Written on Node's own header list rather than on the web Request's
 * `Headers`, which @hono/node-server builds only when something changes them: setting it there cost every API
 * request a copy of all its headers.
 */
export function stampClientAddress(incoming: IncomingMessage, trusted: readonly string[]): void {
  const address = clientAddressOf(incoming, trusted)
  const raw = incoming.rawHeaders
  if (incoming.headers[CLIENT_IP_HEADER] !== undefined) {
    for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]!.toLowerCase() === CLIENT_IP_HEADER) raw.splice(i, 2)
  }
  incoming.headers[CLIENT_IP_HEADER] = address
  raw.push(CLIENT_IP_HEADER, address)
  ;(incoming as IncomingMessage & { [STAMPED]?: true })[STAMPED] = true
}

/** Whether `stampClientAddress` has written this request's address (a request not served by the listener has not). */
export const isClientAddressStamped = (incoming: IncomingMessage | undefined): boolean =>
  (incoming as (IncomingMessage & { [STAMPED]?: true }) | undefined)?.[STAMPED] === true

/**
 * One client, one key, written as the auth library writes a session's address: an IPv4-mapped IPv6 address as
 * IPv4, an IPv6 address as its /64 network in full (a host's own network is as cheap to it as one address), so
 * the limiters' counts and the sessions' addresses agree.
 */
export function normalizedAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!
  // An IPv4 address (the common case) skips node's IPv6 check, a long regular expression.
  if (!address.includes(':') || !isIPv6(address) || address.includes('.')) return address.toLowerCase()
  const [left = '', right] = address.toLowerCase().split('::')
  const head = left ? left.split(':') : []
  const tail = right ? right.split(':') : []
  const groups = right === undefined ? head : [...head, ...Array(8 - head.length - tail.length).fill('0'), ...tail]
  return [...groups.slice(0, 4), '0', '0', '0', '0'].map((group) => group.padStart(4, '0')).join(':')
}

let lastList: readonly string[] | undefined
let lastTrust: ReturnType<typeof proxyAddr.compile> | undefined
/** The compiled check of the one list a process has: compiled once, not per request. */
function compiledTrust(trusted: readonly string[]) {
  if (trusted !== lastList || !lastTrust) {
    lastTrust = proxyAddr.compile([...trusted])
    lastList = trusted
  }
  return lastTrust
}
