import { messages } from '@license-console/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReceivedFile } from '../../lib/received-file.ts';
import { type ReadFile, readImportFile } from './import-file.ts';

const m = messages.usersImport;

/** `bytes` as an upload brings them: `size` bytes a chunk, each on a later turn, so the reader reads between them. */
function arriving(bytes: Buffer, size: number) {
  async function* chunks() {
    for (let start = 0; start < bytes.length; start += size) {
      await new Promise((resolve) => setImmediate(resolve));
      yield bytes.subarray(start, start + size);
    }
  }
  return new ReceivedFile(chunks(), { name: 'users.csv', type: 'text/csv', expectedBytes: bytes.length });
}

/** What a file read comes to: its encoding and rows (with their refusals), or its file errors. */
function outcome(read: ReadFile) {
  if (read.fileErrors) return { fileErrors: read.fileErrors };
  const { rows } = read;
  const listed = Array.from({ length: rows.count }, (_, row) => ({
    line: rows.line(row),
    email: rows.email(row),
    firstName: rows.firstName(row),
    lastName: rows.lastName(row),
    refusal: rows.refusal(row),
  }));
  return { encoding: read.encoding, rows: listed };
}

/** The file read whole at once (a browser File: the encoding is settled before a record is read). */
async function readWhole(bytes: Buffer) {
  return outcome(await readImportFile(new File([new Uint8Array(bytes)], 'users.csv')));
}

const utf8 = (text: string) => Buffer.from(text);

describe('given an import file that streams in', () => {
  it('should read the rows read as UTF-8 again as Windows-1252 when a later byte is not UTF-8', async () => {
    const bytes = Buffer.concat([
      utf8('Email,FirstName,LastName\r\nzoe@example.com,Zoë,Ünal\r\nbad-address,Zoë,x\r\n'),
      utf8('ada@example.com,Ada,Lovelace\r\n'),
      Buffer.from('rene@example.com,Ren\xe9,M\xfcller\r\n', 'latin1'),
    ]);
    const read = outcome(await readImportFile(arriving(bytes, 16)));
    expect(read).toEqual({
      encoding: 'windows-1252',
      rows: [
        { line: 2, email: 'zoe@example.com', firstName: 'ZoÃ«', lastName: 'Ãœnal', refusal: undefined },
        {
          line: 3,
          email: 'bad-address',
          firstName: 'ZoÃ«',
          lastName: 'x',
          refusal: m.invalidEmail(3, 'bad-address'),
        },
        { line: 4, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', refusal: undefined },
        { line: 5, email: 'rene@example.com', firstName: 'René', lastName: 'Müller', refusal: undefined },
      ],
    });
    expect(read).toEqual(await readWhole(bytes));
  });

  it('should name a header it does not know as the whole file reads it', async () => {
    const bytes = Buffer.concat([utf8('Email,Prénom\r\n'), Buffer.from('a@b.example,Ren\xe9\r\n', 'latin1')]);
    expect(outcome(await readImportFile(arriving(bytes, 4)))).toEqual({ fileErrors: [m.unknownHeader('PrÃ©nom')] });
    expect(outcome(await readImportFile(arriving(utf8('Email,Prénom\r\na@b.example,Zoë'), 4)))).toEqual({
      fileErrors: [m.unknownHeader('Prénom')],
    });
  });

  it('should read any file as it would read it whole, whatever chunks it arrives in', async () => {
    const piece = fc.constantFrom(
      'a',
      '@b.example',
      ' ',
      ',',
      '"',
      '\r\n',
      '\n',
      '\n\n',
      utf8('é').toString('latin1'),
      utf8('\u00a0').toString('latin1'),
      '\xe9',
      '\xa0',
      '\x80',
    );
    const body = fc.array(piece, { maxLength: 40 }).map((pieces) => Buffer.from(pieces.join(''), 'latin1'));
    const header = fc.constantFrom(
      'Email,FirstName,LastName\n',
      'Email,FirstName\xa0\n',
      '\nEmail\n',
      'Email,Pr\xe9\n',
    );
    await fc.assert(
      fc.asyncProperty(header, body, fc.integer({ min: 1, max: 9 }), async (head, rest, size) => {
        const bytes = Buffer.concat([Buffer.from(head, 'latin1'), rest]);
        expect(outcome(await readImportFile(arriving(bytes, size)))).toEqual(await readWhole(bytes));
      }),
      { numRuns: 300 },
    );
  });
});
