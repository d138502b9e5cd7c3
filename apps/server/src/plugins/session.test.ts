import fastifyCookie from '@fastify/cookie';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed/demo-data.ts';
import { createTestApp, signIn } from '../test-support/test-app.ts';
import { readCookie, SESSION_COOKIE } from './session.ts';

/** The cookie as @fastify/cookie's parser reads it from the whole header: what readCookie must answer. */
const parsed = (header: string, name: string): string | undefined => fastifyCookie.parse(header)[name];

// Headers made of the pieces a parser can trip on: the name, names that contain it or are contained in it, blanks
// around names and values, pairs without `=`, empty pairs, quotes, `%` escapes good and bad, `=` inside values.
const piece = fc.constantFrom(
  SESSION_COOKIE,
  `x${SESSION_COOKIE}`,
  `${SESSION_COOKIE}x`,
  SESSION_COOKIE.slice(1),
  'other',
  '=',
  ';',
  '; ',
  ' ',
  '\t',
  '"',
  '%41',
  '%E2%82%AC',
  '%zz',
  '%',
  'abc',
  'A-_9',
);
const header = fc.oneof(
  fc.array(piece, { maxLength: 14 }).map((pieces) => pieces.join('')),
  fc.string({ maxLength: 40 }),
);

describe('readCookie', () => {
  it('should read a cookie as the plugin parses it, whatever the header holds', () => {
    fc.assert(
      fc.property(header, fc.constantFrom(SESSION_COOKIE, 'other'), (text, name) => {
        expect(readCookie(text, name)).toBe(parsed(text, name));
      }),
      { numRuns: 5000 },
    );
  });

  it('should take the first of two cookies of the name, and no cookie whose name only contains it', () => {
    expect(readCookie('xlc_session=a; lc_session=b; lc_session=c', SESSION_COOKIE)).toBe('b');
    expect(readCookie(' lc_session = v%20w ;other=1', SESSION_COOKIE)).toBe('v w');
    expect(readCookie('lc_sessionx=a; lc_sessio=b', SESSION_COOKIE)).toBeUndefined();
    expect(readCookie('junk; lc_session=a', SESSION_COOKIE)).toBe('a');
    expect(readCookie(undefined, SESSION_COOKIE)).toBeUndefined();
  });
});

const app = await createTestApp({ seed: true });

describe('the session cookie among others', () => {
  it('should be found whatever cookies stand before and after it', async () => {
    const cookie = await signIn(app, demoAccounts.user.email, demoAccounts.user.password);
    const response = await app.server.inject({
      method: 'GET',
      url: '/api/CurrentUser',
      headers: { cookie: `xlc_session=forged; theme=dark; ${cookie}; lc_session=later` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ administrator: false });
  });

  it('should not take a cookie whose name only ends with the session cookie name', async () => {
    const cookie = await signIn(app, demoAccounts.user.email, demoAccounts.user.password);
    const response = await app.server.inject({
      method: 'GET',
      url: '/api/CurrentUser',
      headers: { cookie: `x${cookie}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
