import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, registerCompression } from './compression.ts';

const THRESHOLD = 1024;
const SYNC = 64 * 1024;
const small = { name: 'Avery Admin' };
const large = { rows: Array.from({ length: 200 }, (_, index) => ({ index, email: `user${index}@example.com` })) };
const csv = Array.from({ length: 20_000 }, (_, index) => `user${index}@example.com,First,Last\n`).join('');
const errors: string[] = [];
let server: FastifyInstance;

beforeAll(async () => {
  server = Fastify({
    logger: {
      level: 'error',
      stream: {
        write: (line: string) => {
          errors.push(line);
        },
      },
    },
  });
  registerCompression(server, { thresholdBytes: THRESHOLD, syncBytes: SYNC, brotliQuality: 4 });
  server.get('/small', async () => small);
  server.get('/large', async () => large);
  server.get('/huge-text', async (_, reply) => reply.type('text/plain; charset=utf-8').send(csv));
  server.get('/csv', async (_, reply) =>
    reply.type('text/csv; charset=utf-8').send(Readable.from([csv.slice(0, 1000), csv.slice(1000)])),
  );
  server.get('/image', async (_, reply) => reply.type('image/png').send(Buffer.alloc(4096, 1)));
  server.get('/encoded', async (_, reply) =>
    reply.type('application/json').header('content-encoding', 'br').send(Buffer.alloc(4096, 2)),
  );
  server.get('/partial', async (_, reply) => reply.code(206).type('text/plain').send('p'.repeat(4096)));
  server.get('/ranged', async (_, reply) =>
    reply.header('content-range', 'bytes 0-4095/9000').type('text/plain').send('r'.repeat(4096)),
  );
  server.get('/file', async (_, reply) =>
    reply
      .type('application/javascript')
      .header('content-length', String(Buffer.byteLength(csv)))
      .send(Readable.from([csv])),
  );
  server.get('/varies', async (_, reply) => reply.header('vary', 'origin').send(large));
  server.get('/broken', async (_, reply) => {
    const source = new Readable({ read() {} });
    source.push('a'.repeat(5000));
    setTimeout(() => source.destroy(new Error('the export failed midway')), 20);
    return reply.type('text/csv').send(source);
  });
  await server.ready();
});

afterAll(() => server.close());

const get = (url: string, encoding?: string) =>
  server.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('given an answer below the threshold', () => {
  it('should send it as it is, with no Vary, whatever the client takes', async () => {
    const response = await get('/small', 'gzip, br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.json()).toEqual(small);
  });
});

describe('given a JSON answer above the threshold', () => {
  it.each([
    ['gzip, br', 'gzip'],
    ['br, gzip', 'gzip'],
    ['br', 'br'],
    ['gzip;q=0.5, br', 'br'],
    ['*', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
  ])('should answer %s with %s, whole, its length the compressed one', async (accepted, encoding) => {
    const response = await get('/large', accepted);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const unpacked = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
    expect(JSON.parse(unpacked.toString())).toEqual(large);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(large).length / 3);
  });

  it.each([[undefined], ['identity'], ['deflate'], ['gzip;q=0, br;q=0'], ['']])(
    'should send it as it is to a client taking %s, marked as varying by Accept-Encoding',
    async (accepted) => {
      const response = await get('/large', accepted);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.json()).toEqual(large);
    },
  );

  it('should add Accept-Encoding to the Vary the route set', async () => {
    expect((await get('/varies', 'gzip')).headers.vary).toBe('origin, accept-encoding');
  });
});

describe('given an answer larger than the one-call limit, or a stream', () => {
  it('should compress a whole text past the limit as a stream', async () => {
    expect(Buffer.byteLength(csv)).toBeGreaterThan(SYNC);
    const response = await get('/huge-text', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBeUndefined();
    expect(gunzipSync(response.rawPayload).toString()).toBe(csv);
  });

  it('should drop the Content-Length of the stream it compresses (a file sent with its size)', async () => {
    const response = await get('/file', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBeUndefined();
    expect(gunzipSync(response.rawPayload).toString()).toBe(csv);
  });

  it.each([['gzip'], ['br']])('should compress a streamed CSV with %s as it is read', async (encoding) => {
    const response = await get('/csv', encoding);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const unpacked = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
    expect(unpacked.toString()).toBe(csv);
  });

  it('should cut the answer short and log why when the stream fails midway, and go on serving', async () => {
    const response = await get('/broken', 'gzip').catch((error: Error) => error);
    // The client gets no whole answer: either the request fails or the body does not unpack.
    if (!(response instanceof Error)) expect(() => gunzipSync(response.rawPayload)).toThrow();
    await expect.poll(() => errors.join('')).toContain('the export failed midway');
    expect((await get('/small', 'gzip')).json()).toEqual(small);
  });
});

describe('given an answer that must go as it is', () => {
  it.each([
    ['of a type that does not compress', '/image', undefined],
    ['already encoded', '/encoded', 'br'],
    ['partial (206)', '/partial', undefined],
    ['of a range (Content-Range)', '/ranged', undefined],
  ])('should leave an answer %s untouched', async (_, url, encoding) => {
    const response = await get(url, 'gzip, br');
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.rawPayload.length).toBe(4096);
  });
});

describe('given the Accept-Encoding header', () => {
  it('should take gzip first when both are taken alike, and the higher weight otherwise', () => {
    expect(acceptedEncoding('br, gzip')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0.2, br;q=0.9')).toBe('br');
    expect(acceptedEncoding('compress, deflate')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
