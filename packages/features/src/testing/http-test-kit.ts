import { vi } from 'vitest';
import { createHttpConsoleApi, type HttpConsoleApiOptions } from '../adapter/index.ts';

/** A JSON answer with a status (200 unless told). */
function json(body: unknown, status = 200, init: { statusText?: string; headers?: Record<string, string> } = {}) {
  return new Response(JSON.stringify(body), {
    status,
    statusText: init.statusText ?? '',
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/**
 * The HTTP adapter over a fetch answering every request with `answer` (tests only): what it asked, where it
 * navigated, and the options it was built with. The console is on /licenses unless told.
 */
function httpConsoleApiAnswering(
  answer: () => Response | Promise<Response>,
  options: Partial<HttpConsoleApiOptions> = {},
) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const onNavigate = vi.fn();
  const onUnauthenticated = vi.fn();
  const config: HttpConsoleApiOptions = {
    fetch,
    onNavigate,
    onUnauthenticated,
    currentPath: () => '/licenses',
    ...options,
  };
  /** The index-th request: its URL (against http://x when relative), method and body (parsed when JSON). */
  const request = (index = 0) => {
    const [input, init] = fetch.mock.calls[index] ?? [];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    return { href: String(input), url: new URL(String(input), 'http://x'), method: init?.method ?? 'GET', init, body };
  };
  return { api: createHttpConsoleApi(config), config, fetch, onNavigate, onUnauthenticated, request };
}

/** What a promise rejected with; fails when it resolved. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

export { httpConsoleApiAnswering, json, rejectionOf };
