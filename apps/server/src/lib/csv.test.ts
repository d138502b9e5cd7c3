import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvStream, readCsv, toCsv } from './csv.ts';

/** The cells of a one-row file, as written after the header. */
function written(cell: unknown): string {
  return toCsv(['h'], [[cell]]).slice('\uFEFF"h"\r\n'.length, -2);
}

/**
 * A file's records as a spreadsheet opening it reads them, cells split at `delimiter` (`,`, or `;` in the many
 * locales whose decimal mark is the comma): a quote opens quoted text wherever it stands and the next lone quote
 * closes it (a doubled quote inside is one quote); a delimiter or a line end (CRLF, LF or CR) outside quoted text
 * ends the cell. So a `;` reader takes each line of a `,` file whose cells are all quoted as one cell. Written apart
 * from csv-parse, so the writer is not checked against its own reader.
 */
function spreadsheetRecords(text: string, delimiter: ',' | ';'): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let index = text.startsWith('\uFEFF') ? 1 : 0;
  while (index < text.length) {
    const character = text[index]!;
    index += 1;
    if (quoted) {
      if (character !== '"') cell += character;
      else if (text[index] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (character === '"') quoted = true;
    else if (character === delimiter) {
      record.push(cell);
      cell = '';
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && text[index] === '\n') index += 1;
      records.push([...record, cell]);
      record = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

/**
 * A file's records as a lenient reader reads them (Excel opening a file in a locale whose separator it is not,
 * Python's csv): a quote is special only at the start of a piece, where it opens quoted text up to the next lone
 * quote (a doubled quote inside is one quote); anything after that closing quote, and every quote in a piece that did
 * not start with one, is kept as text. A delimiter or a line end (CRLF, LF or CR) outside quoted text ends the piece.
 */
function lenientRecords(text: string, delimiter: ',' | ';'): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let state: 'start' | 'text' | 'quoted' | 'quote in quoted' = 'start';
  let index = text.startsWith('\uFEFF') ? 1 : 0;
  while (index < text.length) {
    const character = text[index]!;
    index += 1;
    if (state === 'quoted') {
      if (character === '"') state = 'quote in quoted';
      else cell += character;
    } else if (state === 'quote in quoted' && character === '"') {
      cell += '"';
      state = 'quoted';
    } else if (state === 'start' && character === '"') state = 'quoted';
    else if (character === delimiter) {
      record.push(cell);
      cell = '';
      state = 'start';
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && text[index] === '\n') index += 1;
      records.push([...record, cell]);
      record = [];
      cell = '';
      state = 'start';
    } else {
      cell += character;
      state = 'text';
    }
  }
  if (cell !== '' || record.length > 0 || state !== 'start') records.push([...record, cell]);
  return records;
}

/** What a spreadsheet runs as a formula: a cell starting with one of these (or their full-width forms). */
const FORMULA_START = /^[=+\-@\t\r\0＝＋－＠]/;

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
    ['plain', '"plain"'],
    ['Smith, Ann', '"Smith, Ann"'],
    ['Smith; Ann', '"Smith; Ann"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ["Bob;=cmd|' /C calc'!A0", `"Bob;'=cmd|' /C calc'!A0"`],
    ['a,+1;-2', `"a,'+1;'-2"`],
    ['x;""@y', `"x;'""""@y"`],
    ['two\n=lines', `"two\n'=lines"`],
    ['ends;', `"ends;'"`],
    ['2026-12-01; a-b, c@d', '"2026-12-01; a-b, c@d"'],
    [null, '""'],
    ['', '""'],
    [42, '"42"'],
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
  it('should keep a formula after a `;` in a cell from running in a lenient `;` reader', () => {
    const text = toCsv(['Email', 'Name'], [['a@example.com', "Bob;=cmd|' /C calc'!A0"]]);
    expect(lenientRecords(text, ';')).toEqual([['Email,"Name"'], ['a@example.com,"Bob', `'=cmd|' /C calc'!A0"`]]);
  });

  it('should end a row whose last cell ends in a separator so that no lenient reader starts a cell with its CR', () => {
    const text = toCsv(['h', 'i'], [['a', 'b;']]);
    expect(lenientRecords(text, ';')).toEqual([['h,"i"'], ['a,"b', `'"`]]);
  });

  it('should start with a byte-order mark and end every row with CRLF', () => {
    expect(
      toCsv(
        ['Email', 'Name'],
        [
          ['a@example.com', 'Ann'],
          ['b@example.com', '=1+1'],
        ],
      ),
    ).toBe(`\uFEFF"Email","Name"\r\n"a@example.com","Ann"\r\n"b@example.com","'=1+1"\r\n`);
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

describe('given any cells to write, read by a strict or a lenient reader in a `,` or a `;` locale', () => {
  // Text rich in what splits or runs a cell: both separators, quotes, line breaks, formula starts.
  const piece = fc.oneof(
    fc.constantFrom(';', ',', '"', '\r', '\n', '\r\n', '=', '+', '-', '@', '\t', '\0', '＝', "'", ' '),
    fc.string({ maxLength: 4 }),
  );
  const cell = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));
  const table = fc
    .integer({ min: 1, max: 4 })
    .chain((width) =>
      fc.tuple(
        fc.array(cell, { minLength: width, maxLength: width }),
        fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 6 }),
      ),
    );

  /** Whether `value` is `original` with apostrophes added (the defusing's), and nothing else changed. */
  function isDefused(value: string, original: string): boolean {
    let at = 0;
    for (const character of value) {
      if (character === original[at]) at += 1;
      else if (character !== "'") return false;
    }
    return at === original.length;
  }

  /**
   * Read strictly at `,`, every record keeps its cells whole: each as it was, apostrophes aside, and exactly as it
   * was when it holds no separator, no line break and no formula start; read strictly at `;`, one cell a line. Read
   * leniently at `,` or at `;`, no piece of any row starts as a formula, nor does any cell read strictly.
   */
  function expectHonest(text: string, header: string[], rows: string[][]) {
    const cells = [header, ...rows];
    const byComma = spreadsheetRecords(text, ',');
    expect(byComma.map((record) => record.length)).toEqual(cells.map((record) => record.length));
    byComma.forEach((record, row) => {
      record.forEach((value, column) => {
        const original = cells[row]![column]!;
        expect(isDefused(value, original), `${JSON.stringify(value)} from ${JSON.stringify(original)}`).toBe(true);
        if (!/[,;\r\n]/.test(original) && !FORMULA_START.test(original)) expect(value).toBe(original);
      });
    });
    const bySemicolon = spreadsheetRecords(text, ';');
    expect(bySemicolon.map((record) => record.length)).toEqual(cells.map(() => 1));
    const leniently = [...lenientRecords(text, ','), ...lenientRecords(text, ';')];
    for (const value of [...byComma, ...bySemicolon, ...leniently].flat()) expect(value).not.toMatch(FORMULA_START);
  }

  it('should keep every cell whole and inert, in a file written at once', () => {
    fc.assert(
      fc.property(table, ([header, rows]) => expectHonest(toCsv(header, rows), header, rows)),
      { numRuns: 300 },
    );
  });

  it('should keep every cell whole and inert, in a file streamed in batches', async () => {
    await fc.assert(
      fc.asyncProperty(table, fc.integer({ min: 1, max: 3 }), async ([header, rows], size) => {
        async function* batches() {
          for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
        }
        let text = '';
        for await (const chunk of csvStream(header, batches())) text += String(chunk);
        expectHonest(text, header, rows);
      }),
      { numRuns: 100 },
    );
  });
});

describe('given a CSV file to read', () => {
  it('should read quoted cells, drop the byte-order mark and number each record by its first line', async () => {
    expect(await records('\uFEFFEmail,Name\r\n"a@b.co","two\r\nlines"\r\n\r\n"c,d","say ""hi"""\r\nlast')).toEqual([
      { cells: ['Email', 'Name'], line: 1 },
      { cells: ['a@b.co', 'two\r\nlines'], line: 2 },
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
    expect(whole.map((record) => record.line)).toEqual([1, 2, 5, 6, 8, 9]);
    for (const chunkBytes of [1, 2, 3, 7]) expect(await records(text, chunkBytes)).toEqual(whole);
  });

  it('should pass over empty lines, counting them, but not a line of spaces', async () => {
    expect(await records('\n\r\nE\n\n\r \r\n\nlast\n\n')).toEqual([
      { cells: ['E'], line: 3 },
      { cells: [' '], line: 6 },
      { cells: ['last'], line: 8 },
    ]);
    await expect(records('E\n\n\n"open\nx')).rejects.toEqual(new CsvSyntaxError(4));
  });

  it('should hand over the bytes of each cell as they are when asked, the same records in any encoding', async () => {
    const bytes = Buffer.from([0xef, 0xbb, 0xbf, 0x45, 0x2c, 0xc3, 0xa9, 0x0a, 0x22, 0xe9, 0x2c, 0x80, 0x22, 0x0a]);
    const read = [];
    for await (const record of readCsv([bytes], { bytes: true })) read.push(record);
    expect(read).toEqual([
      { cells: ['\u00EF\u00BB\u00BFE', '\u00C3\u00A9'], line: 1 },
      { cells: ['\u00E9,\u0080'], line: 2 },
    ]);
  });

  it('should name the same line of a quote never closed whatever the chunks', async () => {
    for (const chunkBytes of [1, 4, Number.POSITIVE_INFINITY]) {
      await expect(records('E\r\na\r\n\r\n"open\r\nx', chunkBytes)).rejects.toEqual(new CsvSyntaxError(4));
    }
  });
});
