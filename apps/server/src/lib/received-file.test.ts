import { describe, expect, it } from 'vitest';
import { ReceivedFile, uploadedChunks } from './received-file.ts';

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
