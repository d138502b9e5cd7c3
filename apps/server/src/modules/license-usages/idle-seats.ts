import { type IdleSeats, messages, type RevokeIdleAnswer } from '@license-console/domain';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createIdleSeatStatements } from './idle-repository.ts';
import { revokeLockedSeats } from './seat-revoke.ts';

/** The page size of the idle seats when the caller names none. */
const IDLE_PAGE_SIZE = 100;

/**
 * Reclaiming idle seats across packs (issue 44): the seats idle for N days of the packs the caller manages
 * (administrators: every pack; a pack's administrator: theirs; anybody else 403, as Seats at a glance answers them),
 * and their revoke in one transaction. The revoke takes only the seats still idle when it runs: one used since the
 * list was read is kept, one revoked meanwhile (or never the caller's to manage, which looks the same) is missing.
 */
export function createIdleSeats(deps: { db: Database }) {
  const { db } = deps;
  const statements = createIdleSeatStatements(db);

  /** Whose packs the actor reclaims from: null for every pack (an administrator), else their own id. */
  async function scopeOf(actor: Actor): Promise<number | null> {
    if (actor.administrator) return null;
    if (await statements.administersAny(actor.id)) return actor.id;
    throw new HttpError(403, messages.app.accessDenied);
  }

  return {
    /** GET /api/LicenseUsages/Idle: a page of the seats idle for `days` days (of one product's packs), the longest first. */
    async idleLicenseUsages(
      actor: Actor,
      query: {
        days: number;
        productId?: number | undefined;
        pageNumber?: number | undefined;
        pageSize?: number | undefined;
      },
    ): Promise<IdleSeats> {
      const manager = await scopeOf(actor);
      const pageSize = query.pageSize ?? IDLE_PAGE_SIZE;
      // 0 or none: every product.
      const product = query.productId ? query.productId : null;
      const { total, today } = await statements.countIdle(manager, query.days, product);
      const offset = ((query.pageNumber ?? 1) - 1) * pageSize;
      const items = offset < total ? await statements.idlePage(manager, query.days, product, offset, pageSize) : [];
      return { items, total, today };
    },

    /**
     * POST /api/LicenseUsages/RevokeIdle: in one transaction, locks the named seats the actor manages (in id order, as
     * every revoke locks a usage before its pack) and revokes those still idle for `days` days (`revokeLockedSeats`:
     * their packs' seats freed, each revoke audited, the cloud told).
     */
    async revokeIdleLicenseUsages(
      actor: Actor,
      input: { days: number; usageIds: readonly string[] },
    ): Promise<RevokeIdleAnswer> {
      const manager = await scopeOf(actor);
      const asked = [...new Set(input.usageIds)];
      return db.transaction(async (tx) => {
        const candidates = await createIdleSeatStatements(tx).lockCandidates(manager, input.days, asked);
        const stillIdle = candidates.filter((candidate) => candidate.idle);
        await revokeLockedSeats(tx, actor, stillIdle);
        const found = new Map(candidates.map((candidate) => [candidate.usage.cryptId, candidate.idle]));
        return {
          revoked: asked.filter((id) => found.get(id) === true),
          kept: asked.filter((id) => found.get(id) === false),
          missing: asked.filter((id) => !found.has(id)),
        };
      });
    },
  };
}
