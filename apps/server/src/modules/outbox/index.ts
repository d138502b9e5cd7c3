import { contract, messages } from '@license-console/domain';
import type { Database } from '../../db/database.ts';
import { createOutbox } from '../../db/outbox.ts';
import type { Actor } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import { serve } from '../../plugins/contract-routes.ts';
import type { ServerModule } from '../module.ts';

/**
 * Administrators only: the outbox is the operator's concern, no role of spec §6 below them sees whom the console
 * mails or what failed.
 */
function requireAdministrator(actor: Actor): void {
  if (!actor.administrator) throw new HttpError(403, messages.app.accessDenied);
}

/**
 * The messages that failed for good (lib/delivery.ts): their list without bodies, and Retry, which queues one again
 * with fresh attempts; the outbox's notification wakes the senders at once.
 */
export function outboxModule(db: Database): ServerModule {
  const outbox = createOutbox(db);
  return {
    name: 'outbox',
    routes: [
      serve(contract.failedMessages, 'user', async ({ session }) => {
        requireAdministrator(session!.user);
        return outbox.failed();
      }),
      serve(contract.retryMessage, 'user', async ({ session, params }) => {
        requireAdministrator(session!.user);
        const outcome = await outbox.retry(params.id);
        if (outcome === 'missing') throw new HttpError(404, messages.server.notFound);
        if (outcome === 'expired') throw new HttpError(409, messages.server.retryExpired);
        return { ok: true as const };
      }),
    ],
  };
}
