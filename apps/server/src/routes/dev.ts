import type { FastifyInstance } from 'fastify';
import type { Outbox } from '../db/outbox.ts';

/**
 * Development-only routes, never registered with NODE_ENV=production. GET /dev/outbox lists the e-mail and
 * SMS the demo would have sent (newest first), so a newcomer can read verification codes and reset links.
 */
export function registerDevRoutes(server: FastifyInstance, outbox: Outbox) {
  server.get('/dev/outbox', async () => outbox.list());
}
