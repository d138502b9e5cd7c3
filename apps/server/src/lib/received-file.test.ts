import { describe, expect, it } from 'vitest';
import { decodeCell, ReceivedFile, UndecodableText, uploadedChunks, uploadedText } from './received-file.ts';

const chunks = () => ['Email\r\n', 'ada@example.com\r\n', 'Zoë'].map((text) => Buffer.from(text));

async function read(iterable: AsyncIterable<Uint8Array>): Promise<Uint8Array[]> {
  const read = [];
  for await (const chunk of iterable) read.push(chunk);
  return read;
}

/** A file received as `received`, handed over one chunk at a time, as a request brings them. */
function receivedFile(received: Uint8Array[]) {
  async function* arriving() {
    for (const chunk of received) {
      await new Promise((resolve) => setImmediate(resolve));
      yield chunk;
    }
  }
  return new ReceivedFile(arriving(), { name: 'users.csv', type: 'text/csv', expectedBytes: 1024 });
}

describe('given a file received in chunks', () => {
  it('should hand its chunks over as they arrive, without copying them, once', async () => {
    const received = chunks();
    const file = receivedFile([...received]);
    expect(file).toMatchObject({ name: 'users.csv', type: 'text/csv', size: 0, expectedBytes: 1024 });
    const handed = await read(uploadedChunks(file));
    expect(handed).toHaveLength(3);
    for (const [index, chunk] of handed.entries()) expect(chunk).toBe(received[index]);
    expect(file.size).toBe(7 + 17 + 4);
    await expect(read(uploadedChunks(file))).rejects.toThrow('users.csv has already been read');
    await expect(file.text()).rejects.toThrow(TypeError);
  });

  it('should read whole as a browser File does', async () => {
    expect(await receivedFile(chunks()).text()).toBe('Email\r\nada@example.com\r\nZoë');
    const bytes = new Uint8Array(await receivedFile(chunks()).arrayBuffer());
    expect(Buffer.from(bytes).toString()).toBe('Email\r\nada@example.com\r\nZoë');
  });

  it('should read any other upload whole, as one chunk', async () => {
    const handed = await read(uploadedChunks(new File(['Email\n', 'a@b.co'], 'users.csv')));
    expect(handed.map((chunk) => Buffer.from(chunk).toString())).toEqual(['Email\na@b.co']);
  });
});

describe('given an upload to read as text', () => {
  /** The upload's bytes after its mark, received `size` at a time, and the encoding settled on. */
  async function textOf(bytes: Buffer, size: number) {
    const received = [];
    for (let start = 0; start < bytes.length; start += size) received.push(bytes.subarray(start, start + size));
    const text = await uploadedText(receivedFile(received));
    const handed = Buffer.concat(await read(text.chunks));
    expect(text.settled).toBe(true);
    return { encoding: text.encoding, text: handed.toString('latin1') };
  }
  const text = 'Email\r\nrené@example.com,Zoë 😀\r\n';
  const utf8AsBytes = Buffer.from(text).toString('latin1');

  it.each([1, 2, 3, 5, 1000])(
    'should hand UTF-8 over as it is and UTF-16 as UTF-8, whatever chunks they arrive in (%i bytes)',
    async (size) => {
      expect(await textOf(Buffer.from(text), size)).toEqual({ encoding: 'utf-8', text: utf8AsBytes });
      expect(await textOf(Buffer.from(`\uFEFF${text}`), size)).toEqual({ encoding: 'utf-8', text: utf8AsBytes });
      const littleEndian = Buffer.from(`\uFEFF${text}`, 'utf16le');
      expect(await textOf(littleEndian, size)).toEqual({ encoding: 'utf-16le', text: utf8AsBytes });
      const bigEndian = Buffer.from(`\uFEFF${text}`, 'utf16le').swap16();
      expect(await textOf(bigEndian, size)).toEqual({ encoding: 'utf-16be', text: utf8AsBytes });
    },
  );

  it.each([1, 2, 1000])(
    'should settle on Windows-1252 for bytes UTF-8 cannot hold (%i bytes a chunk)',
    async (size) => {
      const bytes = Buffer.from([0x52, 0x65, 0x6e, 0xe9, 0x20, 0x80, 0x96, 0xc3]);
      expect(await textOf(bytes, size)).toEqual({ encoding: 'windows-1252', text: bytes.toString('latin1') });
      const marked = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]);
      expect(await textOf(marked, size)).toEqual({ encoding: 'windows-1252', text: bytes.toString('latin1') });
      // UTF-8 up to its last byte, which starts a sequence never finished.
      const cut = Buffer.concat([Buffer.from('Zoë'), Buffer.from([0xe2, 0x82])]);
      expect(await textOf(cut, size)).toEqual({ encoding: 'windows-1252', text: cut.toString('latin1') });
    },
  );

  it('should read UTF-8 until a byte says otherwise, unsettled until then', async () => {
    const text = await uploadedText(receivedFile([Buffer.from('Zoë\n'), Buffer.from([0x80])]));
    await text.chunks.next();
    expect({ encoding: text.encoding, settled: text.settled }).toEqual({ encoding: 'utf-8', settled: false });
    await text.chunks.next();
    expect({ encoding: text.encoding, settled: text.settled }).toEqual({ encoding: 'windows-1252', settled: true });
  });

  it('should hand a UTF-8 file its chunks as they came, and fail on a file marked UTF-16 that is not', async () => {
    const received = chunks();
    const { chunks: handed } = await uploadedText(receivedFile([...received]));
    for (const [index, chunk] of (await read(handed)).entries()) expect(chunk).toBe(received[index]);
    const broken = Buffer.concat([Buffer.from('\uFEFFEmail', 'utf16le'), Buffer.from([0x00, 0xd8, 0x41])]);
    const undecodable = await uploadedText(receivedFile([broken]));
    await expect(read(undecodable.chunks)).rejects.toBeInstanceOf(UndecodableText);
  });
});

describe('given a cell read as its bytes', () => {
  it('should read it in the encoding settled on, ASCII as it is', () => {
    const cell = Buffer.from('Zoë – €').toString('latin1');
    expect(decodeCell(cell, 'utf-8')).toBe('Zoë – €');
    expect(decodeCell(cell, 'utf-16le')).toBe('Zoë – €');
    expect(decodeCell(Buffer.from([0x52, 0xe9, 0x80, 0x96]).toString('latin1'), 'windows-1252')).toBe('Ré€–');
    expect(decodeCell('ada@example.com', 'windows-1252')).toBe('ada@example.com');
  });
});
