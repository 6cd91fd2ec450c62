/**
 * The client's address as this server saw it, set by the server itself on every request (any value a
 * client sends under this name is replaced), for the auth library and the login limiter.
 */
export const CLIENT_IP_HEADER = 'x-tuneshop-client-ip'
