import { once } from 'node:events';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import fastifyMultipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, messages } from '@license-console/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import { ReceivedFile } from '../lib/received-file.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a multipart body (a file upload); any other route refuses one. */
    multipartBody?: boolean;
  }
}

/**
 * What one multipart request may carry: one file of at most MAX_UPLOAD_BYTES, a few short text fields, few headers.
 * The general body limit does not apply to multipart bodies (busboy reads them), so these are the bounds.
 */
const LIMITS = {
  files: 1,
  fileSize: MAX_UPLOAD_BYTES,
  fields: 4,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 5,
  headerPairs: 20,
};

/**
 * How many uploads the process receives and imports at once (designed): each holds its rows (up to about
 * MAX_UPLOAD_BYTES) while its file streams in and is judged, so a few at once bound the memory uploads take; one per
 * account, so one account cannot hold them all. An upload beyond either answers 429 with Retry-After before a byte
 * of its body is read.
 */
export const UPLOAD_LIMITS = { perProcess: 4, perAccount: 1, retryAfterSeconds: 5 } as const;

/** The uploads under way: how many, and by which accounts. */
class UploadGate {
  #active = 0;
  readonly #accounts = new Map<number, number>();

  /** Takes a place for an upload of `account`; the refusal when there is none. */
  enter(account: number): HttpError | undefined {
    const mine = this.#accounts.get(account) ?? 0;
    if (mine >= UPLOAD_LIMITS.perAccount) {
      return new HttpError(429, messages.bounds.uploadUnderWay, { retryAfterSeconds: UPLOAD_LIMITS.retryAfterSeconds });
    }
    if (this.#active >= UPLOAD_LIMITS.perProcess) {
      const seconds = UPLOAD_LIMITS.retryAfterSeconds;
      return new HttpError(429, messages.bounds.uploadsBusy(seconds), { retryAfterSeconds: seconds });
    }
    this.#active += 1;
    this.#accounts.set(account, mine + 1);
    return undefined;
  }

  leave(account: number): void {
    this.#active -= 1;
    const mine = (this.#accounts.get(account) ?? 1) - 1;
    if (mine === 0) this.#accounts.delete(account);
    else this.#accounts.set(account, mine);
  }

  get active(): number {
    return this.#active;
  }
}

/** The process's one gate: the memory it bounds is the process's, whatever apps it serves. */
const gate = new UploadGate();

/** How many uploads hold a place now (for the tests, which wait for theirs). */
export function uploadsUnderWay(): number {
  return gate.active;
}

/** @fastify/multipart's refusals, answered in the contract's words. */
const REFUSALS: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, messages.bounds.fileTooLarge(MAX_UPLOAD_BYTES)],
  FST_FILES_LIMIT: [413, messages.usersImport.oneFileOnly],
  FST_PARTS_LIMIT: [413, messages.usersImport.oneFileOnly],
  FST_FIELDS_LIMIT: [413, messages.server.requestInvalid],
  FST_PROTO_VIOLATION: [400, messages.server.requestInvalid],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, messages.server.requestInvalid],
};

function refusal(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? REFUSALS[code] : undefined;
  if (known) return new HttpError(known[0], known[1]);
  // busboy's own complaints about a malformed body (no boundary, a part cut short) are the caller's fault.
  if (error instanceof Error && !(error instanceof HttpError) && !('statusCode' in error)) {
    return new HttpError(400, messages.server.requestInvalid);
  }
  return error;
}

/** The most a file's reader may allocate for it: what the request declares, within the upload limit. */
function expectedBytes(request: FastifyRequest): number {
  const declared = Number(request.headers['content-length']);
  return Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, MAX_UPLOAD_BYTES) : MAX_UPLOAD_BYTES;
}

/**
 * The file part's bytes as they arrive, then the rest of the body read to its end: a second file or too many parts
 * fail the reader as a part past the size limit does, in the contract's words (REFUSALS). `done` is called once the
 * body has been read to its end.
 */
async function* fileThenRest(part: MultipartFile, rest: AsyncIterator<Multipart>, done: () => void) {
  try {
    for await (const chunk of part.file.iterator({ destroyOnReturn: false })) {
      if (!part.file.truncated) yield chunk as Uint8Array;
    }
    if (part.file.truncated) throw new HttpError(413, messages.bounds.fileTooLarge(MAX_UPLOAD_BYTES));
    await readRest(rest);
    done();
  } catch (error) {
    throw refusal(error);
  }
}

/** Reads the parts after the file to the end of the body, dropping them (file parts unread). */
async function readRest(rest: AsyncIterator<Multipart>) {
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    if (next.value.type === 'file') next.value.file.resume();
  }
}

/**
 * What is left of a body its route did not read to the end (it answered first, a refusal): read and dropped, so a
 * sender still sending gets the answer rather than a reset connection. Through the file's reader where it was left
 * (or never started), else from the file's stream on; a broken rest is nobody's concern once the answer has gone.
 */
async function dropRest(chunks: AsyncGenerator<Uint8Array>, part: MultipartFile, rest: AsyncIterator<Multipart>) {
  try {
    while (!(await chunks.next()).done);
    if (part.file.readableEnded) return;
    part.file.resume();
    await once(part.file, 'end');
    await readRest(rest);
  } catch {
    // The answer has gone.
  }
}

/** Marks the socket of an admitted upload whose body is still arriving. */
const UPLOAD_ARRIVING = Symbol('upload arriving');
/** Marks a server whose request timeout spares admitted uploads. */
const UPLOADS_SPARED = Symbol('uploads spared');

/**
 * An admitted upload's body is read only as fast as its rows are parsed (it is never held whole), so on a busy
 * machine it may take longer to arrive than the request timeout gives a request (REQUEST_TIMEOUT_SECONDS, which is
 * there against bodies sent slowly on purpose). The timeout spares it, and still ends every other request: what
 * bounds an upload instead is the gate (a few at once, one per account, only a signed-in caller's) and the idle
 * timeout, which closes a socket that stops sending. Node reports the timeout as a client error of the socket: the
 * server's own handlers (Fastify's 408) are called for every other.
 */
function spareUploadsFromRequestTimeout(server: Server) {
  const marked = server as Server & { [UPLOADS_SPARED]?: true };
  if (marked[UPLOADS_SPARED]) return;
  marked[UPLOADS_SPARED] = true;
  const handlers = server.listeners('clientError') as ((error: Error, socket: Duplex) => void)[];
  server.removeAllListeners('clientError');
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex & { [UPLOAD_ARRIVING]?: boolean }) => {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && socket[UPLOAD_ARRIVING]) return;
    for (const handler of handlers) handler.call(server, error, socket);
  });
}

/**
 * File uploads (the users CSV): a route whose config says `multipartBody` gets its multipart body as an object of
 * its fields, the file a ReceivedFile (what the contract's upload schema takes, shaped as a browser's File) that
 * streams the file to its reader as it arrives: never held whole, within the limits above. A file past its limit, a
 * second file, too many parts fail the reader with 413 and the contract's message, whenever the reader meets them;
 * the file's field must come last but for such (the console sends the file alone), any text field after it is read
 * and dropped. A caller without the session the route needs is refused before a byte of the body is read
 * (readSession), and so is one beyond UPLOAD_LIMITS (429), whose place is held until its answer has gone. A route
 * that answers before it has read the whole body (a refusal) has the rest read and dropped after its answer. The
 * request timeout spares an admitted upload (spareUploadsFromRequestTimeout).
 *
 * `scope` is an encapsulated context holding the upload routes alone: @fastify/multipart's hooks (a listener and
 * three more hooks on every request) then run for uploads only. Everywhere else refuseMultipart answers.
 */
export async function registerMultipart(scope: FastifyInstance) {
  if (scope.hasContentTypeParser(MULTIPART)) scope.removeContentTypeParser(MULTIPART);
  await scope.register(fastifyMultipart, { limits: LIMITS, throwFileSizeLimit: true });
  spareUploadsFromRequestTimeout(scope.server);
  scope.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart()) return;
    if (!request.routeOptions.config.multipartBody) throw new HttpError(415, messages.bounds.noFileHere);
    // Every upload route needs a session (readSession refused the caller without one); an anonymous one would share
    // the place of account 0.
    const account = request.session?.user.id ?? 0;
    const refused = gate.enter(account);
    if (refused) throw refused;
    reply.raw.once('close', () => gate.leave(account));
    const socket = request.raw.socket as Duplex & { [UPLOAD_ARRIVING]?: boolean };
    socket[UPLOAD_ARRIVING] = true;
    const arrived = () => {
      socket[UPLOAD_ARRIVING] = false;
    };
    request.raw.once('end', arrived).once('close', arrived);
    const body: Record<string, unknown> = {};
    const parts = request.parts()[Symbol.asyncIterator]();
    try {
      for (let next = await parts.next(); !next.done; next = await parts.next()) {
        const part = next.value;
        if (part.type !== 'file') {
          body[part.fieldname] = String(part.value);
          continue;
        }
        let read = false;
        const chunks = fileThenRest(part, parts, () => {
          read = true;
        });
        body[part.fieldname] = new ReceivedFile(chunks, {
          name: part.filename,
          type: part.mimetype,
          expectedBytes: expectedBytes(request),
        });
        reply.raw.once('finish', () => {
          if (!read) void dropRest(chunks, part, parts);
        });
        break;
      }
    } catch (error) {
      throw refusal(error);
    }
    request.body = body;
  });
}

const MULTIPART = 'multipart/form-data';

/** Any route outside the upload routes' scope answers a multipart body 415, unread, before any handler runs. */
export function refuseMultipart(app: FastifyInstance) {
  app.addContentTypeParser(MULTIPART, (_request, _payload, done) => {
    done(new HttpError(415, messages.bounds.noFileHere), undefined);
  });
}
