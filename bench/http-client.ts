// The benchmarks' HTTP client: node:http over keep-alive sockets, accepting brotli and gzip as a browser does and
// unpacking what comes back. Lighter than fetch, whose own streams cost about a millisecond per call in the same
// process: a benchmark of the server should time the server, not its client.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function httpClient(origin: string, { sockets = 1 }: { sockets?: number } = {}) {
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  function request(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: string,
  ): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const outgoing = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          headers: { 'accept-encoding': 'br, gzip', ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const packed = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            const bytes =
              encoding === 'br' ? brotliDecompressSync(packed) : encoding === 'gzip' ? gunzipSync(packed) : packed;
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString('utf8') });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
  return {
    get: (path: string, headers?: Record<string, string>) => request('GET', path, headers),
    postJson: (path: string, value: unknown, headers: Record<string, string> = {}) =>
      request('POST', path, { 'content-type': 'application/json', ...headers }, JSON.stringify(value)),
    close: () => agent.destroy(),
  };
}

/** The `name=value` of the session cookie a sign-in answer sets. */
export function sessionCookie(answer: HttpAnswer): string {
  const cookie = ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .find((item) => item.startsWith('lc_session='));
  if (answer.status !== 200 || !cookie) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  return cookie.split(';')[0]!;
}
