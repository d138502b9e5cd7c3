import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed/demo-data.ts';
import { createTestApp, signIn } from '../test-support/test-app.ts';
import { clearCookie, readCookie, setCookie } from './cookies.ts';
import { SESSION_COOKIE } from './session.ts';

// The plugin's parser, as a server that registered it has it.
const reference = Fastify();
await reference.register(fastifyCookie);
await reference.ready();
afterAll(() => reference.close());

/** The cookie as @fastify/cookie's parser reads it from the whole header: what readCookie must answer. */
const parsed = (header: string, name: string): string | undefined => reference.parseCookie(header)[name];

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

/** The Set-Cookie lines of an answer made by `write`, on a server with or without the plugin registered. */
async function setCookieLines(withPlugin: boolean, write: (reply: import('fastify').FastifyReply) => void) {
  const server = Fastify();
  if (withPlugin) await server.register(fastifyCookie);
  server.get('/', async (_request, reply) => {
    write(reply);
    return {};
  });
  const response = await server.inject({ method: 'GET', url: '/' });
  await server.close();
  const lines = response.headers['set-cookie'];
  return lines === undefined ? [] : ([] as string[]).concat(lines);
}

describe('setCookie and clearCookie', () => {
  const options = fc.record(
    {
      path: fc.constantFrom('/', '/signin-oidc'),
      maxAge: fc.integer({ min: 0, max: 1_000_000 }),
      httpOnly: fc.boolean(),
      secure: fc.boolean(),
      sameSite: fc.constantFrom('lax' as const, 'strict' as const, 'none' as const),
    },
    { requiredKeys: [] },
  );
  const value = fc.oneof(fc.string({ maxLength: 30 }), fc.base64String({ maxLength: 44 }));

  it('should write the Set-Cookie lines the plugin writes for the same cookies', async () => {
    await fc.assert(
      fc.asyncProperty(value, options, options, async (cookieValue, setOptions, clearOptions) => {
        const ours = await setCookieLines(false, (reply) => {
          setCookie(reply, 'a', cookieValue, setOptions);
          clearCookie(reply, 'b', clearOptions);
        });
        const plugin = await setCookieLines(true, (reply) => {
          reply.setCookie('a', cookieValue, setOptions);
          reply.clearCookie('b', clearOptions);
        });
        expect(ours).toEqual(plugin);
      }),
      { numRuns: 200 },
    );
  });

  it('should expire a cleared cookie on its path', async () => {
    const [line] = await setCookieLines(false, (reply) => clearCookie(reply, 'lc_session', { path: '/' }));
    expect(line).toBe('lc_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax');
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

/** The code of a file, its comments taken out (they may name the plugin). */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

describe("the server's own code", () => {
  // The plugin is registered nowhere: its request and reply helpers would be undefined there, though its types
  // (which this file brings in) let them compile.
  it('should read and write cookies only through cookies.ts, never through @fastify/cookie', () => {
    const root = join(import.meta.dirname, '..');
    const shipped = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test-support'),
    );
    expect(shipped.length).toBeGreaterThan(50);
    const offenders = shipped.filter((file) =>
      /@fastify\/cookie|\.cookies\b|\.(?:setCookie|clearCookie|parseCookie|serializeCookie)\(/.test(
        withoutComments(readFileSync(join(root, file), 'utf8')),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
