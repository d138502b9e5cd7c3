// A small HTTP reverse proxy for running several server processes on one machine: it spreads requests over the
// upstreams in turn (one request to each, so consecutive requests of one browser reach different processes) and
// writes the hop headers a real proxy (nginx, HAProxy, a cloud load balancer) writes. Production puts such a proxy
// in front of the servers with TRUST_PROXY=1; this one is the local stand-in the README's recipe and the
// two-process journeys use.
//
//   node scripts/reverse-proxy.ts --port 3200 --upstream http://127.0.0.1:3201 --upstream http://127.0.0.1:3202
//
// Every answer carries `X-Served-By: <n>`, the 1-based index of the upstream that answered. An upstream that cannot
// be reached is skipped for that request (the next one is tried); when none answers, the proxy answers 502.
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3200' },
    host: { type: 'string', default: '127.0.0.1' },
    upstream: { type: 'string', multiple: true },
  },
});
const upstreams = (values.upstream ?? []).map((address) => new URL(address));
if (upstreams.length === 0) throw new Error('name at least one --upstream http://host:port');

/** The hop headers: the client's address appended to X-Forwarded-For, and the scheme and host it asked for. */
function forwardedHeaders(incoming: IncomingMessage) {
  const headers = { ...incoming.headers };
  const client = incoming.socket.remoteAddress ?? '';
  const prior = incoming.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = incoming.headers.host ?? '';
  return headers;
}

let turn = 0;

function forward(incoming: IncomingMessage, outgoing: ServerResponse, body: Buffer, tried = 0) {
  const index = (turn + tried) % upstreams.length;
  const upstream = upstreams[index]!;
  const proxied = request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: incoming.method,
      path: incoming.url,
      headers: forwardedHeaders(incoming),
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index + 1) });
      answer.pipe(outgoing);
    },
  );
  proxied.on('error', (error: NodeJS.ErrnoException) => {
    // Only a connection that was never made is tried elsewhere: a request that reached a process is never replayed.
    if (error.code === 'ECONNREFUSED' && tried + 1 < upstreams.length) {
      forward(incoming, outgoing, body, tried + 1);
      return;
    }
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end('Bad Gateway');
  });
  proxied.end(body);
}

const proxy = createServer((incoming, outgoing) => {
  const chunks: Buffer[] = [];
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
  incoming.on('end', () => {
    const body = Buffer.concat(chunks);
    forward(incoming, outgoing, body);
    turn = (turn + 1) % upstreams.length;
  });
});

proxy.listen(Number(values.port), values.host, () => {
  process.stderr.write(
    `reverse proxy on http://${values.host}:${values.port} -> ${upstreams.map(String).join(', ')}\n`,
  );
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => proxy.close(() => process.exit(0)));
}
