import {
  type BodyOf,
  buildPath,
  type CallDefinition,
  type CallRoute,
  errorPaths,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  readApiError,
  sessionPaths,
} from '@license-console/domain';
import { createFetch } from 'ofetch';
import { ApiError, ContractMismatchError, ForbiddenError, NoResponseError } from './errors.ts';

interface TransportOptions {
  /** Origin (and prefix) of the API; the page's own origin when absent. */
  baseUrl?: string;
  /** Moves the console to another path (the router's navigate), replacing the current entry or not, with a state. */
  onNavigate: (to: string, options?: { replace?: boolean; state?: NotFoundState }) => void;
  /** Called when a 401 shows the session has ended, just before navigating to /login. */
  onUnauthenticated?: () => void;
  /** The console's current path; `window.location.pathname` when absent. */
  currentPath?: () => string;
  /** The fetch to use; the global one when absent (tests pass their own). */
  fetch?: typeof globalThis.fetch;
}

interface CallInput<C> {
  params?: ParamsOf<C>;
  query?: QueryOf<C>;
  body?: BodyOf<C>;
  /** A versioned write's If-Match: the ETag of the record the write is based on (none sent when absent). */
  ifMatch?: string | null;
}

interface CallOptions {
  /** A 401 is this call's own answer (a refused sign-in, the session probe), not a lost session: no redirect. */
  unauthorizedIsAnswer?: boolean;
  /**
   * False for the start-up session probe: a 404 or 500 then only throws (and logs), since the console cannot
   * show /404 or /500 before it knows who is signed in; the login screen follows instead.
   */
  redirects?: boolean;
  signal?: AbortSignal;
}

/**
 * A call whose definition loads on demand: its route is enough to send it, and the definition (its zod schemas) is
 * loaded only to check a successful answer. The session's calls travel so, which keeps zod off the login screen.
 */
interface DeferredCall<C extends CallDefinition> extends CallRoute {
  definition: () => Promise<C>;
}

type CallContract = <C extends CallDefinition>(
  call: C | DeferredCall<C>,
  input?: CallInput<C>,
  options?: CallOptions,
) => Promise<ResponseOf<C>>;

/** A call's validated answer together with its response headers (for the calls that read a Location). */
type CallContractWithHeaders = <C extends CallDefinition>(
  call: C | DeferredCall<C>,
  input?: CallInput<C>,
  options?: CallOptions,
) => Promise<{ data: ResponseOf<C>; headers: Headers }>;

/** What every resource's HTTP adapter calls the API through. */
interface Transport {
  callContract: CallContract;
  callContractWithHeaders: CallContractWithHeaders;
  /** The API's address of a path, for what leaves the page instead of fetching (a form post). */
  urlOf: (path: string) => string;
}

const LOGIN_PATH = new RegExp(`^${sessionPaths.login}(/|$)`, 'i');

/** What the not-found page is told: the console address the person asked for, which it names. */
interface NotFoundState {
  requestedPath: string;
}

/** The names of a call's path parameters (`{id}` in `/api/Licenses/encrypted/{id}`). */
function pathParameters(call: CallRoute): Set<string> {
  return new Set(Array.from(call.path.matchAll(/\{(\w+)\}/g), (match) => match[1] ?? ''));
}

/**
 * A read refused because an id in its path cannot be one (a 400 whose every field is a path parameter): as much a
 * record that does not exist as a 404, and shown so (the not-found page naming the address), not as a blank form.
 */
function isUnknownIdAnswer(call: CallRoute, fields: Readonly<Record<string, string>> | undefined): boolean {
  if (call.method !== 'GET' || !fields) return false;
  const names = Object.keys(fields);
  const parameters = pathParameters(call);
  return names.length > 0 && names.every((name) => parameters.has(name));
}

function encodeBody(call: CallRoute, body: unknown): BodyInit | Record<string, unknown> | undefined {
  if (body === undefined || body === null) return undefined;
  const entries = Object.entries(body as Record<string, unknown>).filter(([, value]) => value !== undefined);
  if (call.bodyEncoding === 'form') return new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
  if (call.bodyEncoding === 'multipart') {
    const form = new FormData();
    for (const [key, value] of entries) form.append(key, value instanceof Blob ? value : String(value));
    return form;
  }
  return body as Record<string, unknown>;
}

/** The contract's downloads are CSV text: read as text, as their schema says, and made a file by the caller. */
function responseTypeOf(call: CallRoute): 'json' | 'text' {
  return call.responseEncoding === 'text' || call.responseEncoding === 'file' ? 'text' : 'json';
}

/** The message of an error answer: the JSON error's `message`, else a text body, else the status text. */
function errorDetails(status: number, statusText: string, data: unknown) {
  const error = readApiError(data);
  if (error) return error;
  if (typeof data === 'string' && data.trim() !== '') return { message: data, fields: undefined };
  return { message: statusText || `Request failed with status ${status}`, fields: undefined };
}

/**
 * Contract calls over HTTP with the spec §8 transport rules: 401 goes to /login (unless already there or the 401 is
 * the call's own answer), 403 throws ForbiddenError, 404 goes to /404, 500 logs and goes to /500, other errors
 * throw ApiError with the status and the body's message, no answer throws NoResponseError. A success is checked
 * against the call's response schema.
 *
 * Two refinements, so nothing typed is lost and no address leads to a blank screen: /404 and /500 are for reads
 * (a page that cannot render); a write's 404 or 500 (a save, a delete) throws for the screen to show in place, the
 * form and what was typed kept. And /404 replaces the address asked for, naming it (its state's requestedPath), as
 * does a read refused with a 400 that only an id in its path caused (an id no record can have).
 */
function createTransport(options: TransportOptions): Transport {
  const $fetch = createFetch({ fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)) }).create({
    baseURL: options.baseUrl,
    credentials: 'include',
    retry: 0,
    ignoreResponseError: true,
    headers: { Accept: 'application/json' },
  });
  const currentPath = options.currentPath ?? (() => window.location.pathname);

  async function callContractWithHeaders<C extends CallDefinition>(
    call: C | DeferredCall<C>,
    input: CallInput<C> = {},
    callOptions: CallOptions = {},
  ): Promise<{ data: ResponseOf<C>; headers: Headers }> {
    const path = buildPath(call.path, (input.params ?? {}) as Record<string, string | number>);
    const request = `${call.method} ${path}`;
    let response: Awaited<ReturnType<typeof $fetch.raw>>;
    try {
      response = await $fetch.raw(path, {
        method: call.method,
        query: input.query as Record<string, unknown> | undefined,
        body: encodeBody(call, input.body),
        ...(input.ifMatch ? { headers: { 'If-Match': input.ifMatch } } : {}),
        responseType: responseTypeOf(call),
        signal: callOptions.signal,
      });
    } catch (error) {
      if (callOptions.signal?.aborted) throw error;
      throw new NoResponseError({ cause: error });
    }

    const { status } = response;
    const data: unknown = response._data;
    if (response.ok) {
      const definition = 'definition' in call ? await call.definition() : call;
      const parsed = definition.response.safeParse(call.responseEncoding === 'none' ? undefined : data);
      if (parsed.success) return { data: parsed.data as ResponseOf<C>, headers: response.headers };
      console.error(`${request} answered outside its contract`, parsed.error);
      throw new ContractMismatchError(`${request} answered outside its contract`, { cause: parsed.error });
    }

    const { message, fields } = errorDetails(status, response.statusText, data);
    const details = { body: data, fields };
    const isRead = call.method === 'GET';
    const notFound = () => {
      options.onNavigate(errorPaths.missingRecord, { replace: true, state: { requestedPath: currentPath() } });
      return new ApiError(status, message, { ...details, handled: true });
    };
    switch (status) {
      case 401: {
        if (callOptions.unauthorizedIsAnswer || LOGIN_PATH.test(currentPath()))
          throw new ApiError(status, message, details);
        options.onUnauthenticated?.();
        options.onNavigate(sessionPaths.login);
        throw new ApiError(status, message, { ...details, handled: true });
      }
      case 403:
        throw new ForbiddenError(status, message, details);
      case 400:
        if (isUnknownIdAnswer(call, fields)) {
          // Taken as the 404 it amounts to; a screen that shows its own not-found state (redirects: false) does so.
          if (callOptions.redirects === false) throw new ApiError(404, message, details);
          throw notFound();
        }
        console.warn(`${request} failed with ${status}`, data);
        throw new ApiError(status, message, details);
      case 404:
        if (callOptions.redirects === false || !isRead) throw new ApiError(status, message, details);
        throw notFound();
      case 500:
        console.error(`${request} failed with 500`, data);
        if (callOptions.redirects === false || !isRead) throw new ApiError(status, message, details);
        options.onNavigate(errorPaths.serverError);
        throw new ApiError(status, message, { ...details, handled: true });
      default:
        console.warn(`${request} failed with ${status}`, data);
        throw new ApiError(status, message, details);
    }
  }

  return {
    callContract: async (call, input, callOptions) => (await callContractWithHeaders(call, input, callOptions)).data,
    callContractWithHeaders,
    urlOf: (path) => `${(options.baseUrl ?? '').replace(/\/+$/, '')}${path}`,
  };
}

/** A random version parameter, so no cache answers a read that must be fresh (spec §2.1, §4). */
function cacheBuster(): string {
  return Math.random().toString(36).slice(2);
}

/** The calls of `calls` as deferred calls: each sent by its route, checked by its definition once `load` has it. */
function deferCalls<Calls extends Record<string, CallDefinition>>(
  routes: { [Name in keyof Calls]: CallRoute },
  load: () => Promise<Calls>,
): { [Name in keyof Calls]: DeferredCall<Calls[Name]> } {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [
      name,
      { ...route, definition: async () => (await load())[name as keyof Calls] },
    ]),
  ) as { [Name in keyof Calls]: DeferredCall<Calls[Name]> };
}

export {
  type CallOptions,
  cacheBuster,
  createTransport,
  type DeferredCall,
  deferCalls,
  type NotFoundState,
  type Transport,
  type TransportOptions,
};
