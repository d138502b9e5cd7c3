import { messages } from '@license-console/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../lib/http-error.ts';
import type { ContractRoute } from './contract-routes.ts';

/** A contract path as a pattern of a request's path: its letters in any case, a parameter one segment. */
function pathPattern(path: string): RegExp {
  const parts = path
    .split('/')
    .map((part) =>
      part.startsWith('{') && part.endsWith('}') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${parts.join('/')}/?$`, 'i');
}

/**
 * The methods the contract serves at a request's path, for the 405 of a path served under other methods (RFC 9110
 * §15.5.6): its Allow header lists them, HEAD with GET as the router answers it. Empty: no call has the path.
 */
export function allowedMethods(routes: readonly ContractRoute[]): (url: string) => string[] {
  const patterns = routes.map(({ call }) => ({ method: call.method, pattern: pathPattern(call.path) }));
  return (url) => {
    const path = url.split('?', 1)[0]!;
    const methods = new Set<string>(patterns.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}

/** Answers 405 with Allow when the path is a call's under other methods only; false otherwise (a 404 then). */
export function refuseOtherMethod(
  allowed: (url: string) => string[],
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  const methods = allowed(request.url);
  // A path whose own method is among them was not refused for its method (a parameter the router would not take):
  // it is not found.
  if (methods.length === 0 || methods.includes(request.method)) return false;
  void reply.code(405).header('allow', methods.join(', ')).send(errorBody(405, messages.server.methodNotAllowed));
  return true;
}
