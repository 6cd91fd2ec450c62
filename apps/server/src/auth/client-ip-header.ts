/**
 * The client's address as this server saw it, set by the server itself on every request (any value a
 * client sends under this name is replaced), for the auth library and the login limiter. Here rather than in
 * `http/client-ip.ts`, which sets it, because the auth library reads it and auth/ knows no HTTP layer
 * (decision 0073).
 */
export const CLIENT_IP_HEADER = 'x-tuneshop-client-ip'
