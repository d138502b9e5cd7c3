import { type TextEncodingName, textEncodingByMark, type UploadFile } from '@license-console/domain';

/**
 * A file of a multipart body, held as the chunks it arrived in: never joined into one buffer nor copied into a
 * Blob, so a 16 MB upload costs 16 MB once. Like a request body it is read once, either whole (`arrayBuffer`,
 * `text`) or as a stream (`uploadedChunks`), which lets go of each chunk as it hands it over.
 */
export class ReceivedFile implements UploadFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  #chunks: Uint8Array[] | undefined;

  constructor(chunks: Uint8Array[], name: string, type: string) {
    this.#chunks = chunks;
    this.name = name;
    this.type = type;
    this.size = chunks.reduce((size, chunk) => size + chunk.length, 0);
  }

  /** The chunks without taking them: to look the file over before it is read. */
  held(): readonly Uint8Array[] {
    if (!this.#chunks) throw new TypeError(`${this.name} has already been read`);
    return this.#chunks;
  }

  /** The chunks, each dropped from the file as it is handed over. */
  *take(): Generator<Uint8Array> {
    const chunks = this.#unread();
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) yield chunk;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const whole = new Uint8Array(this.size);
    let offset = 0;
    for (const chunk of this.take()) {
      whole.set(chunk, offset);
      offset += chunk.length;
    }
    return whole.buffer;
  }

  async text(): Promise<string> {
    return new TextDecoder().decode(await this.arrayBuffer());
  }

  #unread(): Uint8Array[] {
    const chunks = this.#chunks;
    if (!chunks) throw new TypeError(`${this.name} has already been read`);
    this.#chunks = undefined;
    return chunks;
  }
}

/** An upload's bytes chunk by chunk, read once: a received file's chunks as they came, any other file read whole. */
export async function* uploadedChunks(file: UploadFile): AsyncGenerator<Uint8Array> {
  if (file instanceof ReceivedFile) yield* file.take();
  else yield new Uint8Array(await file.arrayBuffer());
}

/** An upload's text: the encoding it is read in, and its text in that encoding as UTF-8 bytes, chunk by chunk. */
export interface UploadedText {
  encoding: TextEncodingName;
  chunks: AsyncGenerator<Uint8Array>;
}

/** Whether `chunks` are UTF-8 from `from` on, read without keeping what they decode to. */
function isUtf8(chunks: readonly Uint8Array[], from: number): boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let skip = from;
  try {
    for (const chunk of chunks) {
      decoder.decode(chunk.subarray(Math.min(skip, chunk.length)), { stream: true });
      skip = Math.max(0, skip - chunk.length);
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** The first bytes of `chunks`, at most `count`. */
function firstBytes(chunks: readonly Uint8Array[], count: number): Uint8Array {
  const bytes: number[] = [];
  for (const chunk of chunks) {
    for (const byte of chunk) {
      if (bytes.length === count) return Uint8Array.from(bytes);
      bytes.push(byte);
    }
  }
  return Uint8Array.from(bytes);
}

/** Raised when a file marked as UTF-16 holds what is no UTF-16 text (an unpaired surrogate, an odd byte). */
export class UndecodableText extends Error {}

/**
 * Reads an upload's text, never replacing a byte it cannot read by U+FFFD: by its byte-order mark UTF-16 (LE or BE,
 * strictly; UndecodableText otherwise) or UTF-8; without a mark UTF-8 when every byte of it is (the mark dropped);
 * any other file as Windows-1252, which gives every byte a character, the encoding a spreadsheet on Windows saves
 * "CSV" in. Which one it was is told, so the dry run can say so. A UTF-8 file's chunks are handed over as they
 * came; any other is transcoded a chunk at a time, each received chunk let go as it is handed over.
 */
export async function uploadedText(file: UploadFile): Promise<UploadedText> {
  const held = file instanceof ReceivedFile ? file.held() : [new Uint8Array(await file.arrayBuffer())];
  const marked = textEncodingByMark(firstBytes(held, 3));
  const encoding: TextEncodingName =
    marked?.encoding === 'utf-16le' || marked?.encoding === 'utf-16be'
      ? marked.encoding
      : isUtf8(held, marked?.length ?? 0)
        ? 'utf-8'
        : 'windows-1252';
  const source = file instanceof ReceivedFile ? file.take() : held.values();
  if (encoding === 'utf-8')
    return {
      encoding,
      chunks: (async function* () {
        yield* source;
      })(),
    };
  const decoder = new TextDecoder(encoding, { fatal: true });
  let skip = encoding === 'windows-1252' ? (marked?.length ?? 0) : 0;
  async function* transcoded() {
    try {
      for (const chunk of source) {
        yield Buffer.from(decoder.decode(chunk.subarray(Math.min(skip, chunk.length)), { stream: true }));
        skip = Math.max(0, skip - chunk.length);
      }
      yield Buffer.from(decoder.decode());
    } catch (error) {
      if (error instanceof TypeError) throw new UndecodableText(`${file.name} is not ${encoding}`);
      throw error;
    }
  }
  return { encoding, chunks: transcoded() };
}
