// How the benchmarks' own HTTP/1.1 clients (http-client.ts, load.ts) find one whole response in the bytes a socket
// has delivered: its head, then a body of Content-Length bytes or in chunks up to the last (zero-sized) one.

const HEADER_END = Buffer.from('\r\n\r\n');

/** One whole response at the start of a socket's bytes. */
export interface ResponseFrame {
  status: number;
  /** The status line and header lines, without the blank line after them. */
  head: string;
  /** Where the body starts, and where the response ends (the next one starts). */
  bodyStart: number;
  length: number;
  chunked: boolean;
  /** Whether the server closes the connection after it (`Connection: close`). */
  close: boolean;
}

/** A chunk's size, from its line (hex digits, then any extension); a line without one is refused. */
function chunkSize(buffer: Buffer, start: number, lineEnd: number): number {
  const line = buffer.subarray(start, lineEnd).toString('latin1');
  if (!/^[0-9a-f]+/i.test(line)) throw new Error(`not a chunk size: ${JSON.stringify(line.slice(0, 40))}`);
  return Number.parseInt(line, 16);
}

/** The whole response at the start of `buffer`, or null while its bytes are still arriving. */
export function wholeResponse(buffer: Buffer): ResponseFrame | null {
  const end = buffer.indexOf(HEADER_END);
  if (end < 0) return null;
  const head = buffer.subarray(0, end).toString('latin1');
  const bodyStart = end + 4;
  const whole = (length: number, chunked: boolean): ResponseFrame => ({
    status: Number(head.slice(9, 12)),
    head,
    bodyStart,
    length,
    chunked,
    close: /\r\nconnection: *close/i.test(head),
  });
  const contentLength = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (contentLength) {
    const total = bodyStart + Number(contentLength[1]);
    return buffer.length >= total ? whole(total, false) : null;
  }
  if (!/\r\ntransfer-encoding: *chunked/i.test(head)) return whole(bodyStart, false);
  let offset = bodyStart;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', offset);
    if (lineEnd < 0) return null;
    const size = chunkSize(buffer, offset, lineEnd);
    offset = lineEnd + 2 + size + 2;
    if (buffer.length < offset) return null;
    if (size === 0) return whole(offset, true);
  }
}

/** The body of a whole response: its bytes as sent, the chunks' own framing removed. */
export function responseBody(buffer: Buffer, frame: ResponseFrame): Buffer {
  if (!frame.chunked) return buffer.subarray(frame.bodyStart, frame.length);
  const chunks: Buffer[] = [];
  let offset = frame.bodyStart;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', offset);
    const size = chunkSize(buffer, offset, lineEnd);
    if (size === 0) return Buffer.concat(chunks);
    chunks.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}
