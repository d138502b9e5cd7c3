import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface ProviderAccount {
  email: string;
  email_verified: boolean;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * The identities the provider knows, by subject, which is also the login typed in its sign-in form
   * (oidc-provider makes the account id the subject). Editable between tests.
   */
  accounts: Map<string, ProviderAccount>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a free (or given) port, with one confidential client
 * (client_secret_basic, PKCE required) whose redirect URI is the console's callback, and the library's own
 * development sign-in and consent pages. `claimsInIdToken: false` keeps e-mail claims out of the ID token
 * (userinfo only), as strictly conforming providers do.
 */
export async function startTestProvider(options: {
  redirectUri: string;
  claimsInIdToken: boolean;
  /** A fixed port (the journeys configure the console with it); a free one when absent. */
  port?: number;
}): Promise<TestProvider> {
  const accounts = new Map<string, ProviderAccount>();
  let handler: RequestListener | null = null;
  const server: Server = createServer((request, response) => {
    if (handler) handler(request, response);
    else response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'license-console';
  const clientSecret = 'a-test-client-secret-that-is-long-enough-for-hs256';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
    cookies: { keys: ['a-test-cookie-signing-key'] },
    ttl: { AccessToken: 300, AuthorizationCode: 60, Grant: 600, IdToken: 300, Interaction: 600, Session: 600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: !options.claimsInIdToken,
    async findAccount(_context, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
  });
  handler = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A browser's cookies, kept by name and path, enough for the provider's own pages. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) || '/';
      const expired =
        attributes.some((attribute) => /^max-age=(0|-)/i.test(attribute)) ||
        attributes.some((attribute) => /^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) < Date.now());
      const key = `${name};${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter((cookie) => url.pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}

/**
 * Plays the user at the provider: follows its redirects, fills in its sign-in form with `login` and consents,
 * until the provider sends the browser to a URL starting with `stopAt` (the console's callback), which it answers.
 * `abort` cancels at the sign-in page instead (the provider then redirects back with error=access_denied).
 */
export async function signInAtProvider(
  start: string,
  options: { login: string; stopAt: string; abort?: boolean; jar?: CookieJar },
): Promise<URL> {
  const jar = options.jar ?? new CookieJar();
  let url = new URL(start);
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 20; step += 1) {
    if (!form && url.href.startsWith(options.stopAt)) return url;
    const response: Response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(url),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ?? undefined,
    });
    jar.store(response);
    form = null;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      continue;
    }
    const html: string = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html.slice(0, 500)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no form on the provider's page: ${html.slice(0, 500)}`);
    if (prompt === 'login' && options.abort) {
      url = new URL(`${new URL(action, url).pathname}/abort`, url);
      continue;
    }
    url = new URL(action.replaceAll('&amp;', '&'), url);
    form =
      prompt === 'login'
        ? new URLSearchParams({ prompt, login: options.login, password: 'any password' })
        : new URLSearchParams({ prompt });
  }
  throw new Error('the provider did not send the browser back');
}
