import type { UploadFile } from '@license-console/domain';

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
