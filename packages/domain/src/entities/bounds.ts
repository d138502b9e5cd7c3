import { z } from 'zod/mini';
import * as messages from '../messages/sections.ts';
import { PAGE_SIZES } from '../rules/paging.ts';
import { hasControlCharacters, TEXT_LIMITS } from './text-limits.ts';

export { hasControlCharacters, TEXT_LIMITS };

/**
 * The bounds every input of the contract holds to, shared by the console's forms and the server, so a value the
 * database cannot store (a control character, a number beyond its `integer`) is refused before it gets there.
 */

/** PostgreSQL's `integer`: the largest count, seat number or product id the database stores. */
export const INT32_MAX = 2_147_483_647;

/** The largest page any screen asks for: the merge screen's 300 (spec §9). */
export const MAX_PAGE_SIZE = PAGE_SIZES.merge;

/** The last page whose rows, at the largest page size, all lie within an `integer` offset. */
export const MAX_PAGE_NUMBER = Math.floor(INT32_MAX / MAX_PAGE_SIZE);

/** The most ids one request may name (a merge selects from one page of at most MAX_PAGE_SIZE packs). */
export const MAX_IDS_PER_REQUEST = MAX_PAGE_SIZE;

/** The length of the ids the server issues: 128 random bits in base64url. */
export const OPAQUE_ID_LENGTH = 22;

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * Bounds a text schema: at most `max` characters and no control characters (`lines` text keeps tabs and line
 * breaks). Applied first, to the text as typed, so no other rule runs on a text beyond the bounds.
 */
export function bounded<T extends z.ZodMiniString>(schema: T, max: number, options: { lines?: boolean } = {}): T {
  return schema.check(
    z.maxLength(max, { error: messages.bounds.tooLong(max), abort: true }),
    z.refine((text) => !hasControlCharacters(text, options.lines), {
      error: messages.bounds.controlCharacters,
      abort: true,
    }),
  );
}

/** One line of text: at most `max` characters, no control characters. */
export const lineOfText = (max: number) => bounded(z.string(), max);

/** Text of several lines (keys, files): at most `max` characters, no control characters but tabs and breaks. */
export const linesOfText = (max: number) => bounded(z.string(), max, { lines: true });

/** An e-mail address as typed: bounded only, since sign-in answers a malformed address as a wrong password. */
export const emailTextSchema = lineOfText(TEXT_LIMITS.email);

export const nameTextSchema = lineOfText(TEXT_LIMITS.name);

/** A password is never stored, only its hash, so any character may be part of it. */
export const passwordTextSchema = z
  .string()
  .check(z.maxLength(TEXT_LIMITS.password, { error: messages.auth.passwordTooLong }));

/** A code or secret the server issued, as the caller sends it back. */
export const tokenTextSchema = lineOfText(TEXT_LIMITS.token);

export const codeTextSchema = lineOfText(TEXT_LIMITS.code);

/** An id the server issued (the spec's "encrypted" ids): exactly its length, base64url characters only. */
export const opaqueIdSchema = z
  .string({ error: messages.bounds.notAnId })
  .check(
    z.length(OPAQUE_ID_LENGTH, { error: messages.bounds.notAnId, abort: true }),
    z.regex(BASE64URL, { error: messages.bounds.notAnId }),
  );

/** Bounds a number schema to the whole numbers from `min` to `max`, with one message for every other value. */
function wholeNumberOf<T extends z.ZodMiniNumber>(number: (error: string) => T, min: number, max: number): T {
  const error = messages.bounds.wholeNumber(min, max);
  return number(error).check(z.int({ error }), z.gte(min, { error }), z.lte(max, { error })) as T;
}

/** A whole number from `min` to `max`; every other value, of any type, gets the same message. */
export const wholeNumber = (min: number, max: number) => wholeNumberOf((error) => z.number({ error }), min, max);

/** The same, read from text as well: query values arrive over HTTP as text. */
export const wholeNumberFromText = (min: number, max: number) =>
  wholeNumberOf((error) => z.coerce.number({ error }), min, max);

/** Any number the database keeps as `integer`. */
export const int32Schema = wholeNumber(-INT32_MAX - 1, INT32_MAX);

/** A count or id the database keeps as `integer`, from 0. */
export const countSchema = wholeNumber(0, INT32_MAX);

/** A number of seats (a pack's userCount): from 1. */
export const seatCountSchema = wholeNumber(1, INT32_MAX);

/** A number the database keeps as `bigint` (AI token counts): any safe whole number from 0. */
export const bigCountSchema = wholeNumber(0, Number.MAX_SAFE_INTEGER);

/** A list of at most `max` items. */
export function boundedList<T extends z.ZodMiniType>(item: T, max: number) {
  return z.array(item).check(z.maxLength(max, { error: messages.bounds.tooMany(max) }));
}
