import { type SetCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply } from 'fastify';

/*
 * Cookies without @fastify/cookie's hooks: a request's one cookie is read where it is needed, and a reply's cookies
 * are Set-Cookie headers made by the serializer the plugin uses (the `cookie` package), with the plugin's defaults.
 * No request pays for a parsing hook or for a hook that looks for cookies to send (bench/current-user.ts). The tests
 * hold both to what the plugin reads and writes.
 */

/** A cookie's attributes. */
export type CookieOptions = Omit<SetCookie, 'name' | 'value'>;

/**
 * The value of the first cookie of this name in a Cookie header, as @fastify/cookie's parser reads it (names and
 * values trimmed of spaces and tabs, a value with `%` URL-decoded when it decodes), without parsing the rest: the
 * server reads at most one cookie of a request, so no request pays for an object of them all.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  const length = header.length;
  let index = 0;
  while (index < length) {
    const equals = header.indexOf('=', index);
    if (equals === -1) return undefined;
    let end = header.indexOf(';', index);
    if (end === -1) end = length;
    if (equals > end) {
      // Pairs without `=`: straight to the last `;` before this `=` (the same answer as pair by pair, in one step).
      index = header.lastIndexOf(';', equals - 1) + 1;
      continue;
    }
    const start = skipBlanks(header, index, equals);
    if (trimEnd(header, start, equals) - start === name.length && header.startsWith(name, start)) {
      const valueStart = skipBlanks(header, equals + 1, end);
      return decodeCookieValue(header.slice(valueStart, trimEnd(header, valueStart, end)));
    }
    index = end + 1;
  }
  return undefined;
}

const isBlank = (code: number) => code === 32 || code === 9;

function skipBlanks(text: string, start: number, end: number) {
  let index = start;
  while (index < end && isBlank(text.charCodeAt(index))) index += 1;
  return index;
}

function trimEnd(text: string, start: number, end: number) {
  let index = end;
  while (index > start && isBlank(text.charCodeAt(index - 1))) index -= 1;
  return index;
}

function decodeCookieValue(value: string) {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Adds a Set-Cookie header to the answer, as the plugin's `reply.setCookie` does: SameSite=Lax unless told. Each
 * cookie is its own header line.
 */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions) {
  reply.header('set-cookie', stringifySetCookie({ sameSite: 'lax', ...options, name, value }));
}

/** Tells the browser to drop a cookie, as the plugin's `reply.clearCookie` does: empty, expired and Max-Age=0. */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions) {
  setCookie(reply, name, '', { path: '/', ...options, expires: new Date(0), maxAge: 0 });
}
