import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvStream, readCsv, toCsv } from './csv.ts';

/** The cells of a one-row file, as written after the header. */
function written(cell: unknown): string {
  return toCsv(['h'], [[cell]]).slice('\uFEFFh\r\n'.length, -2);
}

/** The records of `text`, its bytes given to the reader in chunks of `chunkBytes` (one chunk by default). */
async function records(text: string, chunkBytes = Number.POSITIVE_INFINITY) {
  const bytes = Buffer.from(text);
  const chunks = [];
  for (let start = 0; start < bytes.length; start += chunkBytes) chunks.push(bytes.subarray(start, start + chunkBytes));
  const read = [];
  for await (const record of readCsv(chunks)) read.push(record);
  return read;
}

describe('given a CSV cell to write', () => {
  it.each([
    ['plain', 'plain'],
    ['Smith, Ann', '"Smith, Ann"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    [null, ''],
    [42, '42'],
  ])('should write %j as %j', (value, expected) => {
    expect(written(value)).toBe(expected);
  });

  it.each(['=HYPERLINK("http://evil")', '+1+2', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', '\0cmd', '＝1+1'])(
    'should keep %j from running as a formula',
    (value) => {
      const cell = written(value);
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
      expect(cell).toContain(value.replaceAll('"', '""'));
    },
  );
});

describe('given a CSV file to write', () => {
  it('should start with a byte-order mark and end every row with CRLF', () => {
    expect(
      toCsv(
        ['Email', 'Name'],
        [
          ['a@example.com', 'Ann'],
          ['b@example.com', '=1+1'],
        ],
      ),
    ).toBe("\uFEFFEmail,Name\r\na@example.com,Ann\r\nb@example.com,'=1+1\r\n");
  });

  it('should stream the header and then each batch, as toCsv writes them', async () => {
    async function* batches() {
      yield [['a@example.com', '-1']];
      yield [];
      yield [['b@example.com', 'x, y']];
    }
    let text = '';
    for await (const chunk of csvStream(['Email', 'Name'], batches())) text += String(chunk);
    expect(text).toBe(
      toCsv(
        ['Email', 'Name'],
        [
          ['a@example.com', '-1'],
          ['b@example.com', 'x, y'],
        ],
      ),
    );
  });
});

describe('given a CSV file to read', () => {
  it('should read quoted cells, drop the byte-order mark and number each record by its first line', async () => {
    expect(await records('\uFEFFEmail,Name\r\n"a@b.co","two\r\nlines"\r\n\r\n"c,d","say ""hi"""\r\nlast')).toEqual([
      { cells: ['Email', 'Name'], line: 1 },
      { cells: ['a@b.co', 'two\r\nlines'], line: 2 },
      { cells: [''], line: 4 },
      { cells: ['c,d', 'say "hi"'], line: 5 },
      { cells: ['last'], line: 6 },
    ]);
  });

  it('should take LF, CRLF and CR line ends, even mixed, and keep a stray quote in an unquoted cell', async () => {
    expect(await records('E\na\r\nb\rO"Brien,x')).toEqual([
      { cells: ['E'], line: 1 },
      { cells: ['a'], line: 2 },
      { cells: ['b'], line: 3 },
      { cells: ['O"Brien', 'x'], line: 4 },
    ]);
  });

  it('should read every record before it names the line of a quote never closed', async () => {
    const read: number[] = [];
    const reading = (async () => {
      for await (const record of readCsv([Buffer.from('E\n"q\r\nq"\n"open\nx')])) read.push(record.line);
    })();
    await expect(reading).rejects.toEqual(new CsvSyntaxError(4));
    await expect(reading).rejects.toMatchObject({ line: 4 });
    expect(read).toEqual([1, 2]);
  });

  it('should read the same records and lines whatever the chunks the bytes come in', async () => {
    const text =
      '\uFEFFEmail,Name\r\n"a@b.co","two\r\nlines"\r\n\r\nÉmile,Zoë\rO"Brien,x\n\n"c,d","say ""hi"""\r\nlast';
    const whole = await records(text);
    expect(whole.map((record) => record.line)).toEqual([1, 2, 4, 5, 6, 7, 8, 9]);
    for (const chunkBytes of [1, 2, 3, 7]) expect(await records(text, chunkBytes)).toEqual(whole);
  });

  it('should name the same line of a quote never closed whatever the chunks', async () => {
    for (const chunkBytes of [1, 4, Number.POSITIVE_INFINITY]) {
      await expect(records('E\r\na\r\n\r\n"open\r\nx', chunkBytes)).rejects.toEqual(new CsvSyntaxError(4));
    }
  });
});
