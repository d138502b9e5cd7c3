import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { freePort, startServerOnTestEngine } from '../../apps/server/src/test-support/server-process.ts';
import { demo } from './session-helpers.ts';

/*
 * A host page on another origin (e2e/embed-host/) calling the real server from the browser with its session cookie,
 * as EMBED_ORIGINS allows. The page is served from 127.0.0.1 and the API from localhost: another site, so the
 * cookie goes along only as SameSite=None, and every call is a CORS one. The same page from a port of 127.0.0.1 the
 * list does not name is another origin, which the server refuses.
 */

const contentTypes: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the built host page on `port` of 127.0.0.1: a file when one has the path, else the page (its routes). */
async function serveHostPage(dir: string, port: number): Promise<Server> {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const file = join(dir, pathname);
    const body = await readFile(file).catch(() => null);
    if (body && extname(file)) {
      response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end(await readFile(join(dir, 'index.html')));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

let listedPort: number;
let unlistedPort: number;
let api: Awaited<ReturnType<typeof startServerOnTestEngine>>;
let pageDir: string;
const hostPages: Server[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  listedPort = await freePort();
  unlistedPort = await freePort();
  api = await startServerOnTestEngine('lc-e2e-embed', { EMBED_ORIGINS: `http://127.0.0.1:${listedPort}` });
  const apiUrl = api.url.replace('127.0.0.1', 'localhost');
  pageDir = await mkdtemp(join(tmpdir(), 'lc-embed-host-'));
  await build({
    configFile: false,
    root: join(import.meta.dirname, '..', 'embed-host'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    define: { API_URL: JSON.stringify(apiUrl) },
    build: { outDir: pageDir, emptyOutDir: true, target: 'es2023', reportCompressedSize: false },
  });
  hostPages.push(await serveHostPage(pageDir, listedPort), await serveHostPage(pageDir, unlistedPort));
});

test.afterAll(async () => {
  for (const server of hostPages) await new Promise((resolve) => server.close(resolve));
  await api?.stop();
  if (pageDir) await rm(pageDir, { recursive: true, force: true });
});

async function signInOnHost(page: import('@playwright/test').Page, port: number) {
  await page.goto(`http://127.0.0.1:${port}/licenses`);
  await page.getByLabel('Email').fill(demo.manager.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.manager.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a listed host page signs in and shows the license grid from the real server', async ({ page }) => {
  await signInOnHost(page, listedPort);
  const rows = page.getByRole('table', { name: 'Licenses' }).locator('tbody tr[data-slot="data-grid-row"]');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Business' }).first()).toBeVisible();
  await expect(page).toHaveURL(`http://127.0.0.1:${listedPort}/licenses`);

  // The cookie is the server's (localhost), sent along with the host page's calls: a reload stays signed in.
  const [cookie] = (await page.context().cookies(api.url.replace('127.0.0.1', 'localhost'))).filter(
    (item) => item.name === 'lc_session',
  );
  expect(cookie).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
  await page.reload();
  await expect(rows.first()).toBeVisible();
});

test('a host page on an origin not listed gets no answer it may read', async ({ page }) => {
  const refused = page.waitForEvent('console', (message) => /blocked by CORS policy/.test(message.text()));
  await signInOnHost(page, unlistedPort);
  await refused;
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Licenses' })).toHaveCount(0);
  expect(await page.context().cookies(api.url.replace('127.0.0.1', 'localhost'))).toEqual([]);
});
