import fastifyMultipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, messages } from '@license-console/domain';
import type { FastifyInstance } from 'fastify';
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
 * How many uploads the process receives and imports at once (designed): each holds its file (up to
 * MAX_UPLOAD_BYTES) and its rows while it is read, so a few at once bound the memory uploads take; one per account,
 * so one account cannot hold them all. An upload beyond either answers 429 with Retry-After before a byte of its body
 * is read.
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

/**
 * File uploads (the users CSV): a route whose config says `multipartBody` gets its multipart body as an object of
 * its fields, each file a ReceivedFile (what the contract's upload schema takes, shaped as a browser's File). The
 * file is held in memory once, as the chunks it arrived in, within the limits above; a body past them answers 413
 * with the contract's message before any handler runs. A caller without the session the route needs is refused before
 * a byte of it is read (readSession), and so is one beyond UPLOAD_LIMITS (429), whose place is held until its answer
 * has gone. Received whole first, so the body's schema is checked before a byte of it is parsed and the file's
 * encoding is known before it is read (received-file.ts); a reader (the users import) then streams it from those
 * chunks, letting each go as it is read.
 *
 * `scope` is an encapsulated context holding the upload routes alone: @fastify/multipart's hooks (a listener and
 * three more hooks on every request) then run for uploads only. Everywhere else refuseMultipart answers.
 */
export async function registerMultipart(scope: FastifyInstance) {
  if (scope.hasContentTypeParser(MULTIPART)) scope.removeContentTypeParser(MULTIPART);
  await scope.register(fastifyMultipart, { limits: LIMITS, throwFileSizeLimit: true });
  scope.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart()) return;
    if (!request.routeOptions.config.multipartBody) throw new HttpError(415, messages.bounds.noFileHere);
    // Every upload route needs a session (readSession refused the caller without one); an anonymous one would share
    // the place of account 0.
    const account = request.session?.user.id ?? 0;
    const refused = gate.enter(account);
    if (refused) throw refused;
    reply.raw.once('close', () => gate.leave(account));
    const body: Record<string, unknown> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') {
          body[part.fieldname] = String(part.value);
          continue;
        }
        // The chunks as busboy hands them over, kept as they are (toBuffer would join them into a second copy).
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) if (!part.file.truncated) chunks.push(chunk);
        if (part.file.truncated) throw new HttpError(413, messages.bounds.fileTooLarge(MAX_UPLOAD_BYTES));
        body[part.fieldname] = new ReceivedFile(chunks, part.filename, part.mimetype);
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
