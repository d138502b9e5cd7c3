import { request } from 'node:http';
import { PassThrough } from 'node:stream';
import { messages } from '@license-console/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ReceivedFile } from '../lib/received-file.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { connectionLimitOptions, DEFAULT_CONNECTION_LIMITS } from './connection-limits.ts';
import { registerMultipart, uploadsUnderWay } from './multipart.ts';

const app = await createTestApp({ seed: false });
const body = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nx\r\n--b--\r\n';

describe('given a multipart body sent to a route that takes no file', () => {
  it.each([
    ['a call without a body', 'POST', '/api/Logout'],
    ['a path no route serves', 'POST', '/api/NoSuchThing'],
  ])('should answer 415 in the contract words to %s, before any handler runs', async (_, method, url) => {
    const response = await app.server.inject({
      method: method as 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: body,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, message: messages.bounds.noFileHere });
  });
});

describe('given a file being uploaded', () => {
  it('should hand the file to its route as it arrives, and read the rest of a body the route left', async () => {
    const server = Fastify();
    await server.register(async (scope) => {
      await registerMultipart(scope);
      scope.post('/upload', { config: { multipartBody: true } }, async (request) => {
        const file = (request.body as { file: ReceivedFile }).file;
        const first = await file.take().next();
        return { first: Buffer.from(first.value!).toString() };
      });
    });
    const head = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nEmail\r\n';
    const payload = new PassThrough();
    payload.write(head);
    const answer = await server.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload,
    });
    // Answered while the body is still open: the file was not received whole before its route ran.
    expect(answer.json()).toEqual({ first: 'Email' });
    expect(uploadsUnderWay()).toBe(0);
    const ended = new Promise((resolve) => payload.on('end', resolve));
    payload.end(`${'ada@example.com\r\n'.repeat(10_000)}\r\n--b--\r\n`);
    await ended;
    await server.close();
  });
});

describe('given an upload read more slowly than the request timeout allows a request to arrive', () => {
  it('should spare it, and still end another request whose body is slow to come', async () => {
    const server = Fastify(connectionLimitOptions({ ...DEFAULT_CONNECTION_LIMITS, requestTimeoutMs: 400 }));
    server.post('/slow', async () => ({ ok: true }));
    await server.register(async (scope) => {
      await registerMultipart(scope);
      scope.post('/upload', { config: { multipartBody: true } }, async (request) => {
        let bytes = 0;
        for await (const chunk of (request.body as { file: ReceivedFile }).file.take()) {
          bytes += chunk.length;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return { bytes };
      });
    });
    const url = await server.listen({ host: '127.0.0.1', port: 0 });
    const send = (path: string, headers: Record<string, string>, body: string, holdMs = 0) =>
      new Promise<number>((resolve, reject) => {
        const sent = request(`${url}${path}`, { method: 'POST', headers }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        sent.on('error', reject);
        sent.write(body.slice(0, 1));
        setTimeout(() => sent.end(body.slice(1)), holdMs);
      });
    const csv = 'ada@example.com\r\n'.repeat(300_000);
    const multipart = `--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n${csv}\r\n--b--\r\n`;
    const started = performance.now();
    expect(await send('/upload', { 'content-type': 'multipart/form-data; boundary=b' }, multipart)).toBe(200);
    expect(performance.now() - started).toBeGreaterThan(400);
    expect(await send('/slow', { 'content-type': 'application/json' }, '{"a":1}', 1500)).toBe(408);
    await server.close();
  });
});
