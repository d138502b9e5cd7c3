import { createHttpConsoleApi } from '@license-console/features';

/**
 * The console's HTTP adapter on the server at `origin`, in a browser stand-in: it keeps the session cookie as a
 * browser does and records what was asked (`requests`, as "METHOD /path") and where the adapter sent the page.
 */
export function adapterBrowser(origin: string) {
  let cookie = '';
  const requests: string[] = [];
  const navigations: string[] = [];
  const fetchWithCookies: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (cookie) request.headers.set('cookie', cookie);
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname.toLowerCase()}`);
    const response = await fetch(request);
    const set = response.headers.getSetCookie().find((item) => item.startsWith('lc_session='));
    if (set) cookie = set.split(';')[0]!;
    return response;
  };
  const api = createHttpConsoleApi({
    baseUrl: origin,
    fetch: fetchWithCookies,
    onNavigate: (to) => navigations.push(to),
    currentPath: () => '/',
  });
  return { api, requests, navigations };
}
