import { Readable } from 'node:stream';
import {
  type CallDefinition,
  changesState,
  fieldErrors,
  messages,
  type ResponseOf,
  routeKey,
  routePath,
  takesIfMatch,
} from '@license-console/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { HttpError } from '../lib/http-error.ts';
import { type Precondition, parseIfMatch } from '../lib/row-versions.ts';
import { registerMultipart } from './multipart.ts';
import { type Access, accessRefusal, type SessionContext } from './session.ts';

export interface HandlerContext<C extends CallDefinition> {
  params: z.output<NonNullable<C['params']>>;
  query: z.output<NonNullable<C['query']>>;
  body: z.output<NonNullable<C['body']>>;
  session: SessionContext | null;
  /** A versioned write's If-Match (undefined: none sent, the write applies as it always did). */
  precondition: Precondition | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a handler answers: the call's response, or for a download (`responseEncoding: 'file'`) a stream of the
 * file's bytes, sent as it is read (its contents are the handler's to get right: no schema checks a stream).
 */
export type Answer<C extends CallDefinition> = ResponseOf<C> | Readable;

export interface ContractRoute<C extends CallDefinition = CallDefinition> {
  call: C;
  access: Access;
  handler(context: HandlerContext<C>): Promise<Answer<C>>;
}

/** Declares the server side of one contract call; the route's shapes all come from the call. */
export function serve<C extends CallDefinition>(
  call: C,
  access: Access,
  handler: (context: HandlerContext<C>) => Promise<Answer<C>>,
): ContractRoute {
  return { call, access, handler } as unknown as ContractRoute;
}

function parse(schema: z.ZodMiniType | undefined, value: unknown, part: string) {
  if (!schema) return { success: true as const, data: value };
  const result = schema.safeParse(value ?? {});
  if (result.success) return result;
  const { '': whole, ...fields } = fieldErrors(result.error.issues);
  return { success: false as const, fields: whole === undefined ? fields : { [part]: whole, ...fields } };
}

/**
 * The session every call of a group needs, refused as the session is read (before the body is read or checked):
 * none when one of them is public, which each call then checks for itself.
 */
function groupAccess(group: readonly ContractRoute[]): Access {
  if (group.some((route) => route.access === 'public')) return 'public';
  return group.every((route) => route.access === 'user') ? 'user' : 'pending';
}

/**
 * Registers the routes on their case-insensitive paths. Calls that share a route (older variants of one call)
 * are told apart by their bodies: the first whose schemas accept the request handles it. A request none accepts
 * answers the fields of the variant it came closest to (the fewest refused fields). The upload routes (multipart
 * bodies) sit in a scope of their own, registered by the time this resolves.
 */
export async function registerContractRoutes(
  app: FastifyInstance,
  routes: readonly ContractRoute[],
  options: { validateResponses: boolean },
) {
  const groups = new Map<string, ContractRoute[]>();
  for (const route of routes) {
    const key = routeKey(route.call);
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  const all = [...groups.values()];
  for (const group of all.filter((group) => !isUploadGroup(group))) registerGroup(app, group, options);
  const uploads = all.filter(isUploadGroup);
  if (uploads.length > 0) {
    // The upload routes in a scope of their own: only their requests pay for the multipart plugin's hooks.
    await app.register(async (scope) => {
      await registerMultipart(scope);
      for (const group of uploads) registerGroup(scope, group, options);
    });
  }
}

const isUploadGroup = (group: readonly ContractRoute[]) =>
  group.some((route) => route.call.bodyEncoding === 'multipart');

/** One route, served by the first call of its group whose schemas accept the request. */
function registerGroup(app: FastifyInstance, group: readonly ContractRoute[], options: { validateResponses: boolean }) {
  const { method, path } = group[0]!.call;
  // Checked as the session is read (readSession); a call that needs more than the whole route checks it here.
  const access = groupAccess(group);
  app.route({
    method,
    url: routePath(path),
    config: {
      access,
      changesState: group.some((route) => changesState(route.call)),
      jsonBodyOnly: group.every(
        (route) => route.call.body !== undefined && (route.call.bodyEncoding ?? 'json') === 'json',
      ),
      multipartBody: isUploadGroup(group),
    },
    handler: async (request, reply) => {
      let closest: Record<string, string> | undefined;
      for (const route of group) {
        const { call } = route;
        const params = parse(call.params, request.params, 'params');
        const query = parse(call.query, request.query, 'query');
        const body = parse(call.body, request.body, 'body');
        if (!params.success || !query.success || !body.success) {
          const fields = {
            ...(params.success ? {} : params.fields),
            ...(query.success ? {} : query.fields),
            ...(body.success ? {} : body.fields),
          };
          if (!closest || Object.keys(fields).length < Object.keys(closest).length) closest = fields;
          continue;
        }
        const refused = route.access === access ? undefined : accessRefusal(route.access, request.session);
        if (refused) throw refused;
        const precondition = takesIfMatch(call) ? parseIfMatch(request.headers['if-match']) : undefined;
        const result = await route.handler({
          params: params.data,
          query: query.data,
          body: body.data,
          session: request.session,
          precondition,
          request,
          reply,
        } as HandlerContext<CallDefinition>);
        return send(reply, call, result, options.validateResponses);
      }
      throw new HttpError(400, messages.server.requestInvalid, { fields: closest });
    },
  });
}

function send(reply: FastifyReply, call: CallDefinition, result: unknown, validate: boolean) {
  const streamed = result instanceof Readable;
  if (streamed && call.responseEncoding !== 'file') {
    throw new Error(`${call.method} ${call.path} answered a stream, which only downloads may`);
  }
  if (validate && !streamed) {
    const checked = call.response.safeParse(result);
    if (!checked.success) {
      throw new Error(`Response of ${call.method} ${call.path} breaks the contract: ${checked.error.message}`);
    }
  }
  if (reply.sent) return reply;
  reply.code(call.status ?? 200);
  if (call.status === 204 || call.responseEncoding === 'none') return reply.send();
  if (call.responseEncoding === 'text') return reply.type('text/plain; charset=utf-8').send(result);
  if (call.responseEncoding === 'file') {
    // A download: CSV unless the handler said otherwise, saved rather than shown (never cached, as every answer).
    if (!reply.hasHeader('content-type')) reply.type('text/csv; charset=utf-8');
    if (!reply.hasHeader('content-disposition')) reply.header('content-disposition', 'attachment');
    return reply.send(result);
  }
  return reply.send(result);
}
