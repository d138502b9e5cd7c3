import { pipeline, Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface CompressionOptions {
  /** Answers smaller than this (bytes) go out as they are: compressing them saves less than it costs. */
  thresholdBytes: number;
  /** Whole answers up to this (bytes) are compressed in one call on the spot; larger ones, and streams, as a stream. */
  syncBytes: number;
  /** Brotli's quality (0-11) for the answers made on the spot. */
  brotliQuality: number;
}

/** Gzip first: the one chosen when a client takes both alike. */
const ENCODINGS = ['gzip', 'br'];

/** Text, JSON, XML and JavaScript, whatever their suffix (`+json`, `+xml`); never an event stream. */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml|javascript)(?:;|$)/i;

/** The encoding of the answer the request's Accept-Encoding takes (`*` and `x-gzip` are gzip), or null. */
export function acceptedEncoding(header: string | undefined): string | null {
  if (!header) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding|\*/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
}

/**
 * Compresses the answers above `thresholdBytes` whose type is text (the API's JSON, the CSV exports, a page) for a
 * client that takes gzip or brotli: whole answers up to `syncBytes` in one call (a page of licenses, 8-9 KB, in about
 * 0.2 ms, against about 1 ms for a compression stream and the thread pool's round trip), larger ones and streams as a
 * stream. An answer already encoded (the build's brotli and gzip copies, sent as they are), a partial one (206, a
 * Content-Range) or of another type goes as it is. Request bodies are never decompressed: a small compressed body
 * cannot unpack past the body limit, because none is unpacked.
 *
 * The size is the first thing looked at, before any header: most answers of the API are small, and each pays for
 * nothing else (about 1 µs of CPU a request less than @fastify/compress, which reads the headers and negotiates the
 * encoding first; bench/current-user.ts).
 */
export function registerCompression(server: FastifyInstance, options: CompressionOptions) {
  const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: options.brotliQuality } };
  server.addHook('onSend', (request, reply, payload, done) => {
    if (payload === null || payload === undefined) return done(null, payload);
    // A whole answer (a string or bytes), or else a stream.
    const whole = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : undefined;
    const size = whole === undefined ? undefined : Buffer.byteLength(whole);
    if (size !== undefined && size < options.thresholdBytes) return done(null, payload);
    if (whole === undefined && typeof (payload as Partial<Readable>).pipe !== 'function') return done(null, payload);
    if (reply.hasHeader('content-encoding') || reply.statusCode === 206 || reply.hasHeader('content-range')) {
      return done(null, payload);
    }
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    // The answer depends on Accept-Encoding from here on, compressed or not.
    addVary(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding);
    if (whole !== undefined && size !== undefined && size <= options.syncBytes) {
      // Fastify sets the Content-Length of what is sent.
      return done(null, encoding === 'br' ? brotliCompressSync(whole, brotli) : gzipSync(whole));
    }
    reply.removeHeader('content-length');
    const compressor = encoding === 'br' ? createBrotliCompress(brotli) : createGzip();
    const source = whole === undefined ? (payload as Readable) : Readable.from([whole]);
    pipeline(source, compressor, (error) => {
      // A client that leaves mid-answer is no fault; anything else is (the answer is cut short).
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        request.log.error({ err: error }, 'compressing the answer failed');
      }
    });
    return done(null, compressor);
  });
}
