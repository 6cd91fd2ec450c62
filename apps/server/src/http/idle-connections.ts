import type { Server } from 'node:http'

/**
 * How long an idle keep-alive connection is kept. Longer than the reverse proxies' own idle time (nginx's upstream
 * `keepalive_timeout` and a cloud load balancer's idle timeout are 60 s by default): a proxy reuses an idle
 * connection until its own limit, and Node's default of 5 s closed connections under requests being sent on them
 * (the request fails: a 502 at the proxy, `EPIPE` for a 60 MB upload in the bench, decision 0090).
 */
export const KEEP_IDLE_CONNECTIONS_MS = 65_000

/** The server's keep-alive and header timeouts (the header timeout must be the longer one, as Node's docs say). */
export function keepIdleConnections(server: Server): Server {
  server.keepAliveTimeout = KEEP_IDLE_CONNECTIONS_MS
  server.headersTimeout = KEEP_IDLE_CONNECTIONS_MS + 1_000
  return server
}
