import { isUtf8 } from 'node:buffer';
import { type TextEncodingName, textEncodingByMark, type UploadFile } from '@license-console/domain';

/**
 * A file of a multipart body as it arrives: its bytes are handed over chunk by chunk as the request brings them,
 * never held whole, so an upload costs what its reader keeps of it. Like a request body it is read once, either
 * whole (`arrayBuffer`, `text`) or as a stream (`uploadedChunks`). Its size is what has arrived so far (what the
 * sender declared bounds it: `expectedBytes`); a file past its limit fails its reader (the multipart plugin's
 * refusal), and so does a body that breaks off.
 */
export class ReceivedFile implements UploadFile {
  readonly name: string;
  readonly type: string;
  /** At most how many bytes the file will have, by what the request declared: what a reader may allocate for it. */
  readonly expectedBytes: number;
  #source: AsyncIterable<Uint8Array> | undefined;
  #received = 0;

  constructor(source: AsyncIterable<Uint8Array>, file: { name: string; type: string; expectedBytes: number }) {
    this.#source = source;
    this.name = file.name;
    this.type = file.type;
    this.expectedBytes = file.expectedBytes;
  }

  /** The bytes handed over so far. */
  get size(): number {
    return this.#received;
  }

  /** The chunks as they arrive, once. */
  async *take(): AsyncGenerator<Uint8Array> {
    const source = this.#source;
    if (!source) throw new TypeError(`${this.name} has already been read`);
    this.#source = undefined;
    for await (const chunk of source) {
      this.#received += chunk.length;
      yield chunk;
    }
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const chunks: Uint8Array[] = [];
    for await (const chunk of this.take()) chunks.push(chunk);
    const whole = Buffer.concat(chunks);
    return whole.buffer.slice(whole.byteOffset, whole.byteOffset + whole.length) as ArrayBuffer;
  }

  async text(): Promise<string> {
    return new TextDecoder().decode(await this.arrayBuffer());
  }
}

/** An upload's bytes chunk by chunk, read once: a received file's chunks as they arrive, any other file read whole. */
export async function* uploadedChunks(file: UploadFile): AsyncGenerator<Uint8Array> {
  if (file instanceof ReceivedFile) yield* file.take();
  else yield new Uint8Array(await file.arrayBuffer());
}

/** Raised when a file marked as UTF-16 holds what is no UTF-16 text (an unpaired surrogate, an odd byte). */
export class UndecodableText extends Error {}

/**
 * Whether bytes handed over a chunk at a time are all UTF-8, judged as they pass without keeping them: only a
 * sequence cut by a chunk's end (at most three bytes) waits for the next chunk.
 */
class Utf8Check {
  #valid = true;
  #carry: Uint8Array = new Uint8Array(0);

  get valid(): boolean {
    return this.#valid;
  }

  push(chunk: Uint8Array): void {
    if (!this.#valid) return;
    const bytes = this.#carry.length === 0 ? chunk : Buffer.concat([this.#carry, chunk]);
    const cut = incompleteTail(bytes);
    this.#valid = isUtf8(bytes.subarray(0, cut));
    this.#carry = bytes.slice(cut);
  }

  end(): void {
    if (this.#carry.length > 0) this.#valid = false;
  }
}

/** Where a UTF-8 sequence that `bytes` end in the middle of starts; `bytes.length` when they end on a whole one. */
function incompleteTail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if (byte < 0x80) return bytes.length;
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return back < length ? bytes.length - back : bytes.length;
    }
  }
  return bytes.length;
}

/**
 * An upload's text as it streams. `chunks` are its bytes after any byte-order mark: as they came, or for a file
 * marked UTF-16 transcoded to UTF-8 (strictly; UndecodableText otherwise). `encoding` is the one the text is read
 * in: UTF-16 by the mark; otherwise UTF-8 as long as every byte handed over so far is, and Windows-1252 (which gives
 * every byte a character, the encoding a spreadsheet on Windows saves "CSV" in) from the first byte that is not,
 * for the whole file: `settled` says when it can no longer change (the whole file handed over, or a byte seen that
 * UTF-8 cannot hold). A reader decodes the bytes itself, by decodeCell.
 */
export interface UploadedText {
  readonly encoding: TextEncodingName;
  readonly settled: boolean;
  chunks: AsyncGenerator<Uint8Array>;
}

/** Reads an upload's byte-order mark (what it takes of the file's first chunks) and streams the rest (UploadedText). */
export async function uploadedText(file: UploadFile): Promise<UploadedText> {
  const source = uploadedChunks(file);
  let head: Uint8Array = new Uint8Array(0);
  while (head.length < 3) {
    const next = await source.next();
    if (next.done) break;
    head = head.length === 0 ? next.value : Buffer.concat([head, next.value]);
  }
  const marked = textEncodingByMark(head);
  const rest = marked ? head.subarray(marked.length) : head;
  async function* bytes() {
    if (rest.length > 0) yield rest;
    yield* source;
  }
  if (marked?.encoding === 'utf-16le' || marked?.encoding === 'utf-16be') {
    const encoding = marked.encoding;
    const decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
    async function* transcoded() {
      try {
        for await (const chunk of bytes()) yield Buffer.from(decoder.decode(chunk, { stream: true }));
        yield Buffer.from(decoder.decode());
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
        // The rest is read (not kept) first, so that a file past the size limit is refused as such.
        while (!(await source.next()).done);
        throw new UndecodableText(`${file.name} is not ${encoding}`);
      }
    }
    return { encoding, settled: true, chunks: transcoded() };
  }
  const check = new Utf8Check();
  let ended = false;
  async function* checked() {
    for await (const chunk of bytes()) {
      check.push(chunk);
      yield chunk;
    }
    check.end();
    ended = true;
  }
  return {
    get encoding() {
      return check.valid ? 'utf-8' : 'windows-1252';
    },
    get settled() {
      return ended || !check.valid;
    },
    chunks: checked(),
  };
}

/** A byte past ASCII, in a cell read as bytes (one character a byte). */
const PAST_ASCII = /[\u0080-\u00ff]/;
const windows1252 = new TextDecoder('windows-1252');

/**
 * A cell read as its bytes (readCsv's `bytes`), as text in `encoding`: UTF-8 for a UTF-8 file and for a UTF-16 one
 * (its chunks were transcoded), Windows-1252 for one that is neither. Never U+FFFD for a byte: the UTF-8 is valid.
 */
export function decodeCell(cell: string, encoding: TextEncodingName): string {
  if (!PAST_ASCII.test(cell)) return cell;
  const bytes = Buffer.from(cell, 'latin1');
  return encoding === 'windows-1252' ? windows1252.decode(bytes) : bytes.toString('utf8');
}

/** Whether a cell read as bytes reads the same in every encoding decodeCell knows (it is ASCII). */
export function isAsciiCell(cell: string): boolean {
  return !PAST_ASCII.test(cell);
}
