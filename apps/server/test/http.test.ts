import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { messages } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { createConsoleDir, createTestApp } from '../src/test-support/test-app.ts';

const consoleDir = await createConsoleDir();
// A built asset with the .br and .gz copies the build writes beside it (apps/console/build/precompress.ts).
const bundle = `export const rows = [${Array.from({ length: 400 }, (_, index) => `"row ${index}"`).join(',')}];`;
await writeFile(join(consoleDir, 'assets', 'chunk-Zz9.js'), bundle);
await writeFile(join(consoleDir, 'assets', 'chunk-Zz9.js.br'), brotliCompressSync(bundle));
await writeFile(join(consoleDir, 'assets', 'chunk-Zz9.js.gz'), gzipSync(bundle));
const app = await createTestApp({ consoleDir, seed: false });

describe('given the built console beside the API', () => {
  it.each(['/', '/Login/internal', '/license/edit/abc', '/ResetPassword?token=x'])(
    'should answer the console page for %s',
    async (url) => {
      const response = await app.server.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>License Console</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('should serve hashed assets, whose names mix letter cases, with a long cache life', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/assets/index-AbC12.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('should answer an unknown API path with the JSON error shape, not the page', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/NoSuchThing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: messages.server.notFound });
  });

  it.each([
    ['PUT', '/api/CurrentUser', 'GET, HEAD'],
    ['DELETE', '/api/currentuser/', 'GET, HEAD'],
    ['PATCH', '/api/Licenses/abc123/LicenseUsages', 'GET, HEAD, POST'],
    // Also a seat's path (…/LicenseUsages/{usageId}), which PUT and DELETE take.
    ['GET', '/api/Licenses/abc123/LicenseUsages/Merge', 'DELETE, POST, PUT'],
  ])('should answer %s %s, a path served under other methods, 405 with Allow: %s', async (method, url, allow) => {
    const response = await app.server.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json()).toEqual({
      statusCode: 405,
      error: 'Method Not Allowed',
      message: messages.server.methodNotAllowed,
    });
  });

  it('should answer a path with a 300,000-character parameter in the API error shape, repeating none of it', async () => {
    const long = 'a'.repeat(300_000);
    for (const [method, url] of [
      ['GET', `/api/Licenses/${long}/Terms`],
      ['DELETE', `/api/licenses/${long}`],
    ] as const) {
      const response = await app.server.inject({ method, url });
      expect(response.statusCode, method).toBe(414);
      expect(response.json()).toEqual({
        statusCode: 414,
        error: 'URI Too Long',
        message: messages.server.requestInvalid,
      });
      expect(response.headers.allow).toBeUndefined();
    }
  });

  it('should answer 404, not 405, to a path its own method takes but its router refuses', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/Products/a%ZZ' });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers.allow).toBeUndefined();
    expect(response.body).not.toContain('%ZZ');
  });

  it('should still answer 404 to a path no call has, whatever the method', async () => {
    const response = await app.server.inject({ method: 'DELETE', url: '/api/Licenses/abc/NoSuchThing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
  });

  it('should answer malformed JSON with a 400 in the same shape', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"Email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('given the API without the console', () => {
  it.each(['/api/NoSuchThing?t=secret-token', '/Login/internal?code=123456'])(
    'should answer %s with the API 404, repeating neither the path nor its query',
    async (url) => {
      const alone = await createTestApp({ seed: false });
      const response = await alone.server.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: messages.server.notFound });
      const [path, query] = url.split('?');
      expect(response.body).not.toContain(path!);
      expect(response.body).not.toContain(query!);
    },
  );
});

describe('given the API without the console and a method a path does not take', () => {
  it('should answer 405 with the methods it does take', async () => {
    const alone = await createTestApp({ seed: false });
    const response = await alone.server.inject({ method: 'POST', url: '/api/CurrentUser' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toMatchObject({ statusCode: 405, message: messages.server.methodNotAllowed });
  });
});

describe('given a client that accepts compressed answers', () => {
  it('should send the build’s brotli or gzip copy of an asset, marked and kept immutable', async () => {
    const asked = (encoding: string) =>
      app.server.inject({ method: 'GET', url: '/assets/chunk-Zz9.js', headers: { 'accept-encoding': encoding } });
    const br = await asked('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
    const gz = await asked('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('should compress a JSON answer above 1 KB, and leave a small one as it is', async () => {
    const large = await app.server.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(large.rawPayload).toString())).toMatchObject({ openapi: '3.1.0' });
    // Made on the spot, gzip is chosen over brotli whenever the client takes both; brotli for a client taking only it.
    const either = await app.server.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(either.headers['content-encoding']).toBe('gzip');
    const brotliOnly = await app.server.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotliOnly.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotliOnly.rawPayload).toString())).toMatchObject({ openapi: '3.1.0' });
    const small = await app.server.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('should never unpack a compressed request body', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/Authenticate',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ Email: 'admin@example.com', Password: 'x' })),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('given a failure inside the server', () => {
  it('should answer a bare 500 that reveals nothing of the cause', async () => {
    const cookie = 'lc_session=x';
    await app.db.query('alter table sessions rename to sessions_gone');
    try {
      const response = await app.server.inject({ method: 'GET', url: '/api/CurrentUser', headers: { cookie } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: messages.server.internalError,
      });
      expect(response.body).not.toContain('sessions');
    } finally {
      await app.db.query('alter table sessions_gone rename to sessions');
    }
  });
});

describe('given migrations', () => {
  it('should apply nothing the second time', async () => {
    expect(await migrate(app.db)).toEqual([]);
  });
});
