import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database, Queryable } from '../src/db/database.ts';
import { createTestApp, createTestDatabase } from '../src/test-support/test-app.ts';

const app = await createTestApp();

/** The same database behind a wrapper that counts the queries and can be told to fail or hang. */
function faultyDatabase(db: Database) {
  const state = { queries: 0, mode: 'ok' as 'ok' | 'fail' | 'hang' };
  const query: Queryable['query'] = async (sql, params) => {
    state.queries += 1;
    if (state.mode === 'fail') throw new Error('connection terminated');
    if (state.mode === 'hang') return new Promise<never>(() => {});
    return db.query(sql, params);
  };
  return { state, db: { ...db, query } satisfies Database };
}

const faulty = faultyDatabase(app.db);
const probed = await buildApp({ db: faulty.db });
afterAll(() => probed.server.close());

describe('given GET /healthz', () => {
  it('should answer that the process is up, without a session and without asking the database', async () => {
    faulty.state.mode = 'fail';
    const before = faulty.state.queries;
    const response = await probed.server.inject({
      method: 'GET',
      url: '/healthz',
      headers: { cookie: 'lc_session=some-session-token' },
    });
    faulty.state.mode = 'ok';
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(faulty.state.queries).toBe(before);
  });
});

describe('given GET /readyz', () => {
  it('should answer ready when the database answers and its schema is current', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('should answer 503 with the reason when the database does not answer', async () => {
    faulty.state.mode = 'fail';
    const response = await probed.server.inject({ method: 'GET', url: '/readyz' });
    faulty.state.mode = 'ok';
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', reason: 'the database does not answer' });
    expect(response.headers['retry-after']).toBe('5');
  });

  it('should answer 503 in time when the database hangs', async () => {
    faulty.state.mode = 'hang';
    const response = await probed.server.inject({ method: 'GET', url: '/readyz' });
    faulty.state.mode = 'ok';
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ reason: 'the database did not answer in time' });
  });

  it('should answer 503 while a migration is not applied, and reveal no migration names', async () => {
    const db = await createTestDatabase();
    const behind = await buildApp({ db });
    try {
      const [last] = await db.query<{ name: string }>(
        'delete from schema_migrations where name = (select max(name) from schema_migrations) returning name',
      );
      const response = await behind.server.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', reason: 'the database schema is not current' });
      expect(response.body).not.toContain(last!.name);
    } finally {
      await behind.server.close();
      await db.close();
    }
  });
});
