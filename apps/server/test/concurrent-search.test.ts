// Fifty clients searching at once, over real sockets: the embedded engine runs one statement at a time, so every
// request waits its turn; none may wait past a client's patience, fail, or get another request's answer.
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../src/seed/demo-data.ts';
import { licenseGridSearches } from '../src/test-support/license-searches.ts';
import { createTestApp, signIn } from '../src/test-support/test-app.ts';

const app = await createTestApp();
await app.server.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.addresses().find((item) => typeof item === 'object')!;
const origin = `http://${address.address}:${address.port}`;

/** How long a browser or a load tester waits for an answer. */
const CLIENT_PATIENCE_MS = 10_000;

const searches = [...licenseGridSearches, '/api/Licenses/SearchLicensePaged?pageSize=25&pageNumber=3'];

async function get(path: string, cookie: string) {
  const response = await fetch(`${origin}${path}`, {
    headers: { cookie },
    signal: AbortSignal.timeout(CLIENT_PATIENCE_MS),
  });
  return { status: response.status, body: await response.text() };
}

describe('given 50 clients searching at once', () => {
  it('should answer every one with 200 and its own answer, well within what a client waits', async () => {
    const cookies = await Promise.all(
      [demoAccounts.admin, demoAccounts.manager].map((account) => signIn(app, account.email, account.password)),
    );
    // Each search alone first: what every concurrent call must answer.
    const alone = new Map<string, string>();
    for (const [index, cookie] of cookies.entries()) {
      for (const path of searches) alone.set(`${index} ${path}`, (await get(path, cookie)).body);
    }
    const calls = Array.from({ length: 50 }, (_, index) => ({
      who: index % cookies.length,
      path: searches[index % searches.length]!,
    }));
    const started = performance.now();
    const answers = await Promise.all(calls.map(({ who, path }) => get(path, cookies[who]!)));
    const elapsed = performance.now() - started;
    for (const [index, answer] of answers.entries()) {
      const { who, path } = calls[index]!;
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toBe(alone.get(`${who} ${path}`));
    }
    expect(elapsed).toBeLessThan(CLIENT_PATIENCE_MS);
  });
});
