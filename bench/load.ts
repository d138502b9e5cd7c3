// A load generator for the benchmarks, run as its own process so its work is not the server's: CONNECTIONS
// keep-alive sockets, each sending one GET after the other for SECONDS, over plain TCP with requests written once.
// Prints one JSON line: answers by status, timeouts, errors and per-request latencies' percentiles.
//
//   node bench/load.ts <origin> <path> [seconds=5] [connections=50]
//   COOKIES: a JSON array, one per socket in turn; PATHS: a JSON array of paths each socket sends in turn instead
import { connect, type Socket } from 'node:net';
import { wholeResponse } from './http-framing.ts';

const [origin, path, seconds = '5', connections = '50'] = process.argv.slice(2);
if (!origin || !path) throw new Error('usage: node bench/load.ts <origin> <path> [seconds] [connections]');
const url = new URL(origin);
const cookies = JSON.parse(process.env.COOKIES ?? '[]') as string[];
const paths = JSON.parse(process.env.PATHS ?? JSON.stringify([path])) as string[];
/** A request unanswered this long counts as a timeout and its socket is replaced. */
const TIMEOUT_MS = Number(process.env.TIMEOUT_MS ?? 10_000);

const statuses: Record<string, number> = {};
let timeouts = 0;
let errors = 0;
const latencies: number[] = [];
const until = performance.now() + Number(seconds) * 1000;

function requestBytes(index: number, target: string): Buffer {
  const cookie = cookies.length > 0 ? `Cookie: ${cookies[index % cookies.length]}\r\n` : '';
  return Buffer.from(
    `GET ${target} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: application/json\r\nAccept-Encoding: br, gzip\r\n${cookie}\r\n`,
  );
}

/** One socket's loop: send, read the whole answer (Content-Length or chunked), send again until time is up. */
function runConnection(index: number): Promise<void> {
  // Each socket starts at its own place in the paths, so every path is under way at once.
  const requests = paths.map((_, turn) => requestBytes(index, paths[(index + turn) % paths.length]!));
  let sent = 0;
  return new Promise((resolve) => {
    let socket: Socket;
    let buffer: Buffer = Buffer.alloc(0);
    let sentAt = 0;
    let timer: NodeJS.Timeout | undefined;
    let closeAfter = false;

    const send = () => {
      if (performance.now() >= until) {
        socket.end();
        resolve();
        return;
      }
      sentAt = performance.now();
      clearTimeout(timer);
      timer = setTimeout(() => {
        timeouts += 1;
        socket.destroy();
        open();
      }, TIMEOUT_MS);
      socket.write(requests[sent++ % requests.length]!);
    };
    const answered = (status: number) => {
      clearTimeout(timer);
      latencies.push(performance.now() - sentAt);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (closeAfter) {
        socket.destroy();
        open();
      } else send();
    };
    const open = () => {
      buffer = Buffer.alloc(0);
      closeAfter = false;
      socket = connect(Number(url.port || 80), url.hostname, send);
      socket.setNoDelay(true);
      socket.on('data', (chunk: Buffer) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
        for (;;) {
          const response = wholeResponse(buffer);
          if (!response) return;
          buffer = buffer.subarray(response.length);
          closeAfter = response.close;
          answered(response.status);
          if (closeAfter) return;
        }
      });
      socket.on('error', () => {
        errors += 1;
        clearTimeout(timer);
        socket.destroy();
        if (performance.now() < until) setTimeout(open, 10);
        else resolve();
      });
    };
    open();
  });
}

const started = performance.now();
await Promise.all(Array.from({ length: Number(connections) }, (_, index) => runConnection(index)));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
process.stdout.write(
  `${JSON.stringify({
    seconds: elapsed,
    answers: latencies.length,
    perSecond: latencies.length / elapsed,
    statuses,
    timeouts,
    errors,
    p50: at(50),
    p99: at(99),
    max: latencies.at(-1) ?? 0,
  })}\n`,
);
