import type { FastifyServerOptions } from 'fastify';

/** A hop count, or the proxies' addresses and CIDR ranges; false trusts no X-Forwarded-For at all. */
export type TrustedProxies = number | readonly string[] | false;

/**
 * Fastify's form of the trusted proxies. A hop count becomes a function trusting the first `hops` hops from
 * this server: the client address is then the X-Forwarded-For entry the outermost trusted proxy wrote.
 * (Fastify's own number form trusts no hop at all.)
 */
export function trustProxyOption(proxies: TrustedProxies): FastifyServerOptions['trustProxy'] {
  if (typeof proxies === 'number') return (_address, hop) => hop < proxies;
  return proxies === false ? false : [...proxies];
}
