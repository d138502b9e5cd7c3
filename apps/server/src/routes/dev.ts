import type { FastifyInstance } from 'fastify';
import type { Outbox } from '../db/outbox.ts';
import { renderOutboxPage, wantsHtml } from '../lib/outbox-page.ts';

/**
 * Development-only routes, registered only with DEV_ROUTES=true and answered to loopback clients only.
 * GET /dev/outbox lists the e-mail and SMS the demo would have sent (newest first), so a newcomer can read
 * verification codes and reset links: a page for a browser, JSON for a client that asks for it.
 */
export function registerDevRoutes(server: FastifyInstance, outbox: Outbox) {
  server.get('/dev/outbox', async (request, reply) => {
    const entries = await outbox.list();
    reply.header('cache-control', 'no-store');
    if (!wantsHtml(request.headers.accept)) return entries;
    return reply.type('text/html; charset=utf-8').send(renderOutboxPage(entries));
  });
}
