import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a request body travels: JSON (the default), an HTML form, or multipart (file uploads). */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/** How a successful answer travels: JSON (the default), plain text (a query-like string), or a file download. */
export type ResponseEncoding = 'json' | 'text' | 'file' | 'none';

/**
 * The parts of a call a schema describes; `designed` lists those the spec does not show. `path` marks a call
 * that spec §7 does not list at all: this project designed it whole, every part included.
 */
export type CallPart = 'path' | 'params' | 'query' | 'body' | 'response';

/**
 * One call of spec §7 (or one this project added, designed whole): method and path exactly as the spec spells
 * them, and the schema of every part.
 * Several calls may share a route (the spec's older variants differ only in letter case or body shape);
 * the server serves them on one case-insensitive route and tells them apart by their bodies.
 */
export interface CallDefinition<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** The path as the spec writes it, with `{name}` for path parameters and a leading slash added. */
  path: string;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  bodyEncoding?: BodyEncoding;
  response: R;
  responseEncoding?: ResponseEncoding;
  /** Success status; 200 unless the call creates (201), answers nothing (204) or redirects the browser (302). */
  status?: 200 | 201 | 204 | 302;
  /** Response headers a caller reads (the spec's Location headers). */
  readsHeaders?: readonly string[];
  /** Parts whose schema is this project's design because spec §7 does not show them (listed in the README). */
  designed?: readonly CallPart[];
  /**
   * The call this one is an older variant of, when both share a route and bodies cannot tell them apart
   * (they differ only in letter case or query). The server serves both with one handler.
   */
  variantOf?: string;
  /**
   * Optimistic concurrency: a `read` answers the record's version as an `ETag` header; a `write` honours an
   * `If-Match` header (a version an ETag gave, or `*`) and answers 412 (`preconditionFailedSchema`) when the record
   * has changed since. Without If-Match a write applies as it always did. A `delete` honours If-Match as a write
   * does, and answers no ETag: the record is gone.
   */
  versioned?: 'read' | 'write' | 'delete';
  /** Whether the call changes state on the server; unset, every method but GET does (see `changesState`). */
  changesState?: boolean;
}

export function defineCall<
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(call: CallDefinition<P, Q, B, R>): CallDefinition<P, Q, B, R> {
  return call;
}

/**
 * Whether a call changes state on the server: a GET that writes (sends a code, spends one) says so, and the
 * server then refuses it from other sites like any POST.
 */
export function changesState(call: Pick<CallDefinition, 'method' | 'changesState'>): boolean {
  return call.changesState ?? call.method !== 'GET';
}

/** Whether a call honours an If-Match header (a versioned write or delete; see `versioned`). */
export function takesIfMatch(call: Pick<CallDefinition, 'versioned'>): boolean {
  return call.versioned === 'write' || call.versioned === 'delete';
}

/** The route a call is served on: method plus the lower-cased path with `:name` parameters. */
export function routeKey(call: Pick<CallDefinition, 'method' | 'path'>): string {
  return `${call.method} ${routePath(call.path)}`;
}

/** The path in the router's `:name` form, lower-cased except for the parameter names. */
export function routePath(path: string): string {
  return path
    .split('/')
    .map((part) => (part.startsWith('{') && part.endsWith('}') ? `:${part.slice(1, -1)}` : part.toLowerCase()))
    .join('/');
}

/** Fills `{name}` placeholders with URL-encoded values. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export type ParamsOf<C> =
  C extends CallDefinition<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? z.input<P> : never;
export type QueryOf<C> =
  C extends CallDefinition<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType> ? z.input<Q> : never;
export type BodyOf<C> =
  C extends CallDefinition<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType> ? z.input<B> : never;
export type ResponseOf<C> =
  C extends CallDefinition<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? z.output<R> : never;
