import { type Dashboard, messages } from '@license-console/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createDashboardRepository } from './repository.ts';

/** How often the kept totals are folded at the latest, whether or not anyone reads them. */
export const DASHBOARD_COMPACT_INTERVAL_MS = 10 * 60_000;
/** Rows the kept totals may gain after a fold before a read folds them again (after answering). */
const GROWTH_BEFORE_COMPACT = 2000;

/**
 * Seats at a glance (issue 44). An administrator reads every pack, from the totals the database keeps as packs and
 * usages change (migration 0024); a pack manager (spec §6: the administrator of a pack) reads the packs they
 * administer, from the packs themselves; anybody else gets 403, as the audit log answers them.
 */
export function createDashboardService(deps: { db: Database; log: FastifyBaseLogger }) {
  const repository = createDashboardRepository(deps.db);
  /** The rows left by the last fold this process made; a read folds again once they have grown by enough. */
  let folded = 0;
  let folding: Promise<void> | null = null;

  /** Folds the kept totals unless a fold is under way; failures are logged (the answer never depended on it). */
  function compact(): Promise<void> {
    folding ??= repository
      .compact()
      .then((rows) => {
        if (rows !== null) folded = rows;
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'dashboard totals: the fold failed'))
      .finally(() => {
        folding = null;
      });
    return folding;
  }

  return {
    /** GET /api/Dashboard: the figures of every pack (administrators) or of the packs the actor administers. */
    async dashboard(actor: Actor): Promise<Dashboard> {
      if (actor.administrator) {
        const { rows, ...figures } = await repository.allPacks();
        if (rows > folded + GROWTH_BEFORE_COMPACT) void compact();
        return { scope: 'all', ...figures };
      }
      const { manages, ...figures } = await repository.managedPacks(actor.id);
      if (!manages) throw new HttpError(403, messages.app.accessDenied);
      return { scope: 'managed', ...figures };
    },

    /** Folds the kept totals now (after the one under way, if any). */
    compact,
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
