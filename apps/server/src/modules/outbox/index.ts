import { contract, messages } from '@license-console/domain';
import { audit } from '../../db/audit.ts';
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
 * with fresh attempts, audited in its transaction; the outbox's notification wakes the senders at its commit.
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
        const outcome = await db.transaction(async (tx) => {
          const retried = await createOutbox(tx).retry(params.id);
          if (retried === 'queued') {
            await audit(tx, {
              actorId: session!.user.id,
              action: 'outbox.retry',
              entity: 'outbox',
              entityId: String(params.id),
              before: { status: 'failed' },
              after: { status: 'queued' },
            });
          }
          return retried;
        });
        if (outcome === 'missing') throw new HttpError(404, messages.server.notFound);
        if (outcome === 'expired') throw new HttpError(409, messages.server.retryExpired);
        return { ok: true as const };
      }),
    ],
  };
}
