import { isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TrustedProxies } from './trusted-proxies.ts';

/** Whether an address is this machine's own: 127.0.0.0/8, ::1, or 127.x written as an IPv4-mapped IPv6 address. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const ipv4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return isIPv4(ipv4) && ipv4.startsWith('127.');
}

/**
 * The headers a proxy writes. A request that carries one came, or claims to come, through a proxy, and a proxy on
 * this machine makes every client look local to the socket: such a request is never a local developer's own.
 */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'] as const;

/**
 * Whether a request comes from this machine with no proxy in between: the socket's peer is loopback (never
 * X-Forwarded-For, which any client writes) and the request carries no proxy header.
 */
export function fromThisMachineDirectly(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && !PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
}

export interface DevelopmentRoutesSetting {
  devRoutes?: boolean;
  production?: boolean;
  trustProxy?: TrustedProxies;
}

/**
 * Whether the development routes exist at all: asked for, not in production, and no proxy declared (behind a
 * declared proxy every request is a proxied one, so none could be served).
 */
export function developmentRoutesOn(setting: DevelopmentRoutesSetting): boolean {
  return Boolean(setting.devRoutes) && !setting.production && (setting.trustProxy ?? false) === false;
}

/** What the start prints about the development routes when DEV_ROUTES=true: where they are, or why they are not. */
export function developmentRoutesNotice(setting: DevelopmentRoutesSetting & { host: string; port: number }): string[] {
  if (!setting.devRoutes) return [];
  if (!developmentRoutesOn(setting)) {
    return ['DEV_ROUTES=true is ignored with TRUST_PROXY set: the development routes are not served behind a proxy.'];
  }
  const notice = [
    `The demo's e-mail and SMS: http://localhost:${setting.port}/dev/outbox (DEV_ROUTES=true, this machine only).`,
  ];
  if (!(setting.host === 'localhost' || isLoopback(setting.host))) {
    notice.push(
      `Warning: DEV_ROUTES=true with HOST=${setting.host}: the server is reachable from other machines and the ` +
        'outbox shows every reset link and code. It answers only requests from this machine that no proxy ' +
        'forwarded; unset DEV_ROUTES unless this is a development machine.',
    );
  }
  return notice;
}

/**
 * Registers the development-only routes (they show every reset link and code) so that they answer loopback
 * clients only: the socket's peer decides, never X-Forwarded-For, which any client can write, and a request that
 * carries any proxy header is refused, since a proxy on this machine would make every client's socket loopback.
 * Anyone else gets the same answer as for a path that does not exist.
 */
export async function registerDevelopmentRoutes(
  server: FastifyInstance,
  register: (scope: FastifyInstance) => void | Promise<void>,
) {
  await server.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!fromThisMachineDirectly(request)) return reply.callNotFound();
    });
    await register(scope);
  });
}
