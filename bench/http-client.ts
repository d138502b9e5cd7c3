// The benchmarks' HTTP client: HTTP/1.1 written and read on one keep-alive socket, accepting brotli and gzip as a
// browser does and unpacking what comes back. A benchmark of the server should time the server, not its client:
// fetch's own streams cost about a millisecond per call in the same process, and node:http's client 0.15 ms of a
// 1.6 ms page of licenses (its request object, agent and response stream) against this one's few lines, like a
// browser whose network stack is not in the page's thread.
import { connect, type Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { responseBody, wholeResponse } from './http-framing.ts';

export interface HttpAnswer {
  status: number;
  /** The header fields by lower-case name; `set-cookie` is every one of them. */
  headers: Record<string, string | undefined> & { 'set-cookie'?: string[] };
  body: string;
}

/** Header fields by lower-case name, as node:http gives them: repeated ones joined, `set-cookie` in a list. */
function parseHead(head: string): HttpAnswer['headers'] {
  const headers: HttpAnswer['headers'] = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'set-cookie') headers['set-cookie'] = [...(headers['set-cookie'] ?? []), value];
    else headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}

/**
 * A client of `origin`: one request at a time on one socket (calls made together wait their turn), opened again when
 * the server closes it (`Connection: close`, as after its last request on a connection).
 */
export function httpClient(origin: string) {
  const url = new URL(origin);
  let socket: Socket | null = null;
  let buffer: Buffer = Buffer.alloc(0);
  /** The request whose answer is awaited, and the socket it went out on. */
  let waiting: { on: Socket; resolve: (answer: HttpAnswer) => void; reject: (error: Error) => void } | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const closeSocket = () => {
    socket?.destroy();
    socket = null;
    buffer = Buffer.alloc(0);
  };
  const open = () =>
    new Promise<Socket>((resolve, reject) => {
      const opened = connect(Number(url.port || 80), url.hostname, () => {
        opened.off('error', reject);
        resolve(opened);
      });
      opened.once('error', reject);
      opened.setNoDelay(true);
      opened.on('data', (chunk: Buffer) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
        try {
          const frame = wholeResponse(buffer);
          if (!frame || !waiting) return;
          const packed = responseBody(buffer, frame);
          const headers = parseHead(frame.head);
          const encoding = headers['content-encoding'];
          const bytes =
            encoding === 'br' ? brotliDecompressSync(packed) : encoding === 'gzip' ? gunzipSync(packed) : packed;
          buffer = buffer.subarray(frame.length);
          const { resolve } = waiting;
          waiting = null;
          if (frame.close) closeSocket();
          resolve({ status: frame.status, headers, body: bytes.toString('utf8') });
        } catch (error) {
          // An answer that cannot be read (a bad chunk, a body that does not unpack) fails its call, not the process.
          opened.destroy(error as Error);
        }
      });
      const fail = (error: Error) => {
        if (socket === opened) closeSocket();
        if (waiting?.on !== opened) return;
        waiting.reject(error);
        waiting = null;
      };
      opened.on('error', fail);
      opened.on('close', () => fail(new Error(`${origin}: the connection closed before the answer`)));
    });

  async function send(method: string, path: string, headers: Record<string, string>, body?: string) {
    const on = socket ?? (await open());
    socket = on;
    const bytes = body === undefined ? undefined : Buffer.from(body);
    let head = `${method} ${path} HTTP/1.1\r\nHost: ${url.host}\r\nAccept-Encoding: br, gzip\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (bytes) head += `Content-Length: ${bytes.length}\r\n`;
    const answer = new Promise<HttpAnswer>((resolve, reject) => {
      waiting = { on, resolve, reject };
    });
    on.write(bytes ? Buffer.concat([Buffer.from(`${head}\r\n`), bytes]) : `${head}\r\n`);
    return answer;
  }

  function request(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
    const turn = queue.then(() => send(method, path, headers, body));
    queue = turn.catch(() => undefined);
    return turn;
  }
  return {
    get: (path: string, headers?: Record<string, string>) => request('GET', path, headers),
    postJson: (path: string, value: unknown, headers: Record<string, string> = {}) =>
      request('POST', path, { 'content-type': 'application/json', ...headers }, JSON.stringify(value)),
    close: closeSocket,
  };
}

/** The `name=value` of the session cookie a sign-in answer sets. */
export function sessionCookie(answer: HttpAnswer): string {
  const cookie = (answer.headers['set-cookie'] ?? []).find((item) => item.startsWith('lc_session='));
  if (answer.status !== 200 || !cookie) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  return cookie.split(';')[0]!;
}
