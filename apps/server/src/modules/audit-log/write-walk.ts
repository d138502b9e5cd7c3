import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type createTestApp, engine } from '../../test-support/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** One write as a test sends it: built afresh for each attempt, so a consumed token or name is never reused. */
export type WriteRequest = Pick<InjectOptions, 'method' | 'url' | 'payload'> & {
  cookie?: string | undefined;
  headers?: Record<string, string>;
};

/** A write call of the contract, how to make one, and the entry it must leave. */
export interface WriteCase {
  request: () => Promise<WriteRequest>;
  action: string;
  entity: string;
  /** The success status when not 200. */
  status?: number;
  /**
   * The users import on the embedded engine, which writes in turns, each a transaction of its own, and its audit
   * after the last (usage-csv.ts `writeInTurns`): there only its entry is checked, not that a refused entry undoes it.
   */
  writesInTurnsEmbedded?: true;
}

/**
 * Tables a read changes too (a session's last use, the rate limits), or that the walk itself writes (the log, the
 * refusal switch): left out of the comparison of everything else.
 */
const UNCOMPARED = new Set(['sessions', 'rate_limits', 'audit_log', 'audit_refusals', 'schema_migrations']);

/**
 * A switch that makes every insert into the log fail: a write whose entry is refused must then change nothing at
 * all, which holds only when the entry is written in the write's own transaction.
 */
export async function installAuditRefusal(app: TestApp): Promise<{ on(): Promise<void>; off(): Promise<void> }> {
  await app.db.exec(`
    create table audit_refusals (refused boolean primary key);
    create function refuse_audit() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from audit_refusals) then raise exception 'audit refused for the test'; end if;
      return new;
    end $$;
    create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit();
  `);
  return {
    on: async () => {
      await app.db.query('insert into audit_refusals values (true)');
    },
    off: async () => {
      await app.db.query('delete from audit_refusals');
    },
  };
}

/** A digest of every row of every table but those a read changes; the outbox by its ids (its senders update it). */
export async function everything(app: TestApp): Promise<Record<string, string>> {
  const tables = await app.db.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    if (UNCOMPARED.has(name)) continue;
    const row = name === 'outbox' ? 'id::text' : 't::text';
    const [result] = await app.db.query<{ digest: string | null }>(
      `select md5(string_agg(${row}, ',' order by ${row})) as digest from ${name} t`,
    );
    digest[name] = result?.digest ?? '';
  }
  return digest;
}

function send(app: TestApp, request: WriteRequest): Promise<LightMyRequestResponse> {
  const { cookie, headers, ...rest } = request;
  return app.server.inject({ ...rest, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

/**
 * Walks one write: with the log refusing entries it must fail and change nothing; then it must succeed and leave
 * its entry (action and entity) among the log's new rows.
 */
export async function walkWrite(
  app: TestApp,
  refusal: { on(): Promise<void>; off(): Promise<void> },
  write: WriteCase,
) {
  if (!(write.writesInTurnsEmbedded && engine === 'pglite')) {
    const refused = await write.request();
    const before = await everything(app);
    await refusal.on();
    try {
      const answer = await send(app, refused);
      expect(answer.statusCode, answer.body).toBe(500);
    } finally {
      await refusal.off();
    }
    expect(await everything(app)).toEqual(before);
  }
  const [mark] = await app.db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_log');
  const answer = await send(app, await write.request());
  expect(answer.statusCode, answer.body).toBe(write.status ?? 200);
  const entries = await app.db.query<{ action: string; entity: string }>(
    'select action, entity from audit_log where id > $1 order by id',
    [mark!.id],
  );
  expect(entries).toContainEqual({ action: write.action, entity: write.entity });
}
