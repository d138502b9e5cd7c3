import { PassThrough } from 'node:stream';
import { messages } from '@license-console/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ReceivedFile } from '../lib/received-file.ts';
import { createTestApp } from '../test-support/test-app.ts';
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
