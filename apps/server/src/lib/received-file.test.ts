import { describe, expect, it } from 'vitest';
import { ReceivedFile, UndecodableText, uploadedChunks, uploadedText } from './received-file.ts';

const chunks = () => ['Email\r\n', 'ada@example.com\r\n', 'Zoë'].map((text) => Buffer.from(text));

async function read(iterable: AsyncIterable<Uint8Array>): Promise<Uint8Array[]> {
  const read = [];
  for await (const chunk of iterable) read.push(chunk);
  return read;
}

describe('given a file received in chunks', () => {
  it('should hand its chunks over as they came, without copying them, once', async () => {
    const received = chunks();
    const file = new ReceivedFile([...received], 'users.csv', 'text/csv');
    expect(file).toMatchObject({ name: 'users.csv', type: 'text/csv', size: 7 + 17 + 4 });
    const handed = await read(uploadedChunks(file));
    expect(handed).toHaveLength(3);
    for (const [index, chunk] of handed.entries()) expect(chunk).toBe(received[index]);
    await expect(read(uploadedChunks(file))).rejects.toThrow('users.csv has already been read');
    await expect(file.text()).rejects.toThrow(TypeError);
  });

  it('should read whole as a browser File does', async () => {
    expect(await new ReceivedFile(chunks(), 'users.csv', 'text/csv').text()).toBe('Email\r\nada@example.com\r\nZoë');
    const bytes = new Uint8Array(await new ReceivedFile(chunks(), 'users.csv', 'text/csv').arrayBuffer());
    expect(Buffer.from(bytes).toString()).toBe('Email\r\nada@example.com\r\nZoë');
  });

  it('should read any other upload whole, as one chunk', async () => {
    const handed = await read(uploadedChunks(new File(['Email\n', 'a@b.co'], 'users.csv')));
    expect(handed.map((chunk) => Buffer.from(chunk).toString())).toEqual(['Email\na@b.co']);
  });
});

describe('given an upload to read as text', () => {
  /** The upload's text as read, its bytes received `size` at a time. */
  async function textOf(bytes: Buffer, size: number) {
    const received = [];
    for (let start = 0; start < bytes.length; start += size) received.push(bytes.subarray(start, start + size));
    const { encoding, chunks } = await uploadedText(new ReceivedFile(received, 'users.csv', 'text/csv'));
    return { encoding, text: Buffer.concat(await read(chunks)).toString('utf8') };
  }
  const text = 'Email\r\nrené@example.com,Zoë 😀\r\n';

  it.each([1, 2, 3, 5, 1000])(
    'should read UTF-8 and UTF-16 whatever chunks they arrive in (%i bytes)',
    async (size) => {
      expect(await textOf(Buffer.from(text), size)).toEqual({ encoding: 'utf-8', text });
      expect(await textOf(Buffer.from(`\uFEFF${text}`), size)).toEqual({ encoding: 'utf-8', text: `\uFEFF${text}` });
      expect(await textOf(Buffer.from(`\uFEFF${text}`, 'utf16le'), size)).toEqual({ encoding: 'utf-16le', text });
      const bigEndian = Buffer.from(`\uFEFF${text}`, 'utf16le').swap16();
      expect(await textOf(bigEndian, size)).toEqual({ encoding: 'utf-16be', text });
    },
  );

  it.each([1, 2, 1000])('should read bytes UTF-8 cannot hold as Windows-1252 (%i bytes a chunk)', async (size) => {
    const bytes = Buffer.from([0x52, 0x65, 0x6e, 0xe9, 0x20, 0x80, 0x96, 0xc3]);
    expect(await textOf(bytes, size)).toEqual({ encoding: 'windows-1252', text: 'René €–Ã' });
    const marked = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]);
    expect(await textOf(marked, size)).toEqual({ encoding: 'windows-1252', text: 'René €–Ã' });
  });

  it('should hand a UTF-8 file its chunks as they came, and fail on a file marked UTF-16 that is not', async () => {
    const received = chunks();
    const { chunks: handed } = await uploadedText(new ReceivedFile([...received], 'users.csv', 'text/csv'));
    for (const [index, chunk] of (await read(handed)).entries()) expect(chunk).toBe(received[index]);
    const broken = Buffer.concat([Buffer.from('\uFEFFEmail', 'utf16le'), Buffer.from([0x00, 0xd8, 0x41])]);
    const undecodable = await uploadedText(new ReceivedFile([broken], 'users.csv', 'text/csv'));
    await expect(read(undecodable.chunks)).rejects.toBeInstanceOf(UndecodableText);
  });
});
