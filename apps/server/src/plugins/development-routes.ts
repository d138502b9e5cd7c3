import { isIPv4 } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Whether an address is this machine's own: 127.0.0.0/8, ::1, or 127.x written as an IPv4-mapped IPv6 address. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const ipv4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return isIPv4(ipv4) && ipv4.startsWith('127.');
}

/**
 * Registers the development-only routes (they show every reset link and code) so that they answer loopback
 * clients only: the socket's peer decides, never X-Forwarded-For, which any client can write. Anyone else gets
 * the same answer as for a path that does not exist.
 */
export async function registerDevelopmentRoutes(
  server: FastifyInstance,
  register: (scope: FastifyInstance) => void | Promise<void>,
) {
  await server.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
    });
    await register(scope);
  });
}
