import { MAX_UPLOAD_BYTES, USERS_IMPORT_MAX_ROWS } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NoResponseError } from '../api/errors.ts';
import { FAKE_MANAGER_STANDARD_PACK } from '../licenses/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { fakeUsersImportCsv, refusedImport } from './fake-usage-csv.ts';
import { fileRefusal, importErrorText, useUsageImport } from './use-usage-import.ts';

const m = messages.usersImport;
const csv = (lines: readonly string[], name = 'users.csv') => new File([lines.join('\n')], name, { type: 'text/csv' });

/** The Standard pack of the fake: 10 seats, 2 used. */
async function render(options: { used?: number; total?: number } = {}, api = createFakeConsoleApi()) {
  const onImported = vi.fn();
  const onDownload = vi.fn();
  const rendered = await renderHookWithApi(
    () =>
      useUsageImport({
        licenseId: FAKE_MANAGER_STANDARD_PACK,
        used: options.used ?? 2,
        total: options.total ?? 10,
        onImported,
        onDownload,
      }),
    api,
  );
  return { ...rendered, onImported, onDownload, api };
}

describe('given a file chosen for import, before it is sent', () => {
  it.each([
    [
      'a file past 16 MB',
      new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.csv'),
      [messages.bounds.fileTooLarge(MAX_UPLOAD_BYTES)],
    ],
    ['a spreadsheet', new File(['Email'], 'users.xlsx', { type: 'application/vnd.ms-excel' }), [m.notCsvFile]],
    ['binary under a .csv name', new File(['PK\u0003\u0004\u0000\u0000'], 'users.csv'), [m.notCsvFile]],
    ['a file without an Email column', csv(['FirstName,LastName', 'Ada,Lovelace']), [m.missingEmailHeader]],
    [
      'a header it does not know, naming it',
      csv(['Email,First Name,LastName', 'ada@example.com,Ada,Lovelace']),
      [m.unknownHeader('First Name')],
    ],
    ['a header alone', csv(['Email,FirstName', '', ' , ']), [m.empty]],
    ['an empty file', csv([]), [m.empty]],
  ])('should refuse %s with a clear message', async (_name, file, errors) => {
    expect(await fileRefusal(file)).toEqual(errors);
  });

  it(`should refuse more than ${USERS_IMPORT_MAX_ROWS.toLocaleString('en-US')} users, and take exactly that many`, async () => {
    const over = new File([fakeUsersImportCsv(USERS_IMPORT_MAX_ROWS + 1)], 'many.csv');
    expect(await fileRefusal(over)).toEqual([m.tooManyRows(USERS_IMPORT_MAX_ROWS)]);
    expect(await fileRefusal(new File([fakeUsersImportCsv(USERS_IMPORT_MAX_ROWS)], 'many.csv'))).toBeNull();
  });

  it('should take a UTF-16 file by its byte-order mark, as the server reads it', async () => {
    const text = '\uFEFFEmail,FirstName\r\nrene@example.com,René\r\n';
    const littleEndian = new Uint8Array(text.length * 2);
    for (let index = 0; index < text.length; index += 1) {
      littleEndian[index * 2] = text.charCodeAt(index) & 0xff;
      littleEndian[index * 2 + 1] = text.charCodeAt(index) >> 8;
    }
    const bigEndian = littleEndian.map((_, index) => littleEndian[index ^ 1]!);
    for (const bytes of [littleEndian, bigEndian]) expect(await fileRefusal(new File([bytes], 'users.csv'))).toBeNull();
  });

  it('should take a CSV named .csv whatever its type, or typed text/csv whatever its name', async () => {
    expect(await fileRefusal(new File(['Email\na@example.com'], 'USERS.CSV', { type: '' }))).toBeNull();
    expect(await fileRefusal(new File(['Email\na@example.com'], 'export', { type: 'text/csv' }))).toBeNull();
  });
});

describe('given an upload the server refused (spec §5, §8)', () => {
  it('should join a refused file’s problems by line breaks', () => {
    expect(importErrorText(refusedImport(['Line 2: a', 'Line 3: b']))).toBe('Line 2: a\nLine 3: b');
  });

  it('should show the raw text of an answer that is not the JSON error shape', () => {
    const raw = '<html><body>502 Bad Gateway</body></html>';
    expect(importErrorText(new ApiError(502, raw, { body: raw }))).toBe(raw);
  });

  it('should show a JSON error’s message, no answer’s sentence, and nothing the transport already acted on', () => {
    expect(
      importErrorText(new ApiError(413, 'Too big', { body: { statusCode: 413, error: 'x', message: 'Too big' } })),
    ).toBe('Too big');
    expect(importErrorText(new NoResponseError())).toBe(messages.transport.noResponse);
    expect(importErrorText(new ApiError(500, 'x', { handled: true }))).toBeNull();
    expect(importErrorText(new Error('boom'))).toBe(messages.transport.genericError);
  });
});

describe('given the Import/Export Users controller', () => {
  it('should offer the import only while the pack has unfilled seats (spec §5)', async () => {
    expect((await render({ used: 9, total: 10 })).result.current).toMatchObject({ canImport: true, seatsFree: 1 });
    expect((await render({ used: 10, total: 10 })).result.current).toMatchObject({ canImport: false, seatsFree: 0 });
  });

  it('should refuse a bad file here without asking the server', async () => {
    const upload = vi.fn();
    const { result } = await render({}, createFakeConsoleApi({ licenseUsages: { uploadUsagesCsv: upload } }));
    await result.current.chooseFile(new File(['x'], 'users.txt', { type: 'text/plain' }));
    await expect.poll(() => result.current.errorText).toBe(m.notCsvFile);
    expect(result.current.phase).toBe('choose');
    expect(upload).not.toHaveBeenCalled();
  });

  it('should preview a file row by row, write nothing, and keep Apply off while a row is refused', async () => {
    const { result, api } = await render();
    await result.current.chooseFile(csv(['Email', 'ada@example.com', 'riley.chen@example.com', 'bad']));
    await expect.poll(() => result.current.phase).toBe('preview');
    expect(result.current.preview).toMatchObject({ added: 1, refused: 2, seatsFree: 8, seatsLeft: 7 });
    expect(result.current.canApply).toBe(false);
    result.current.setRefusedOnly(true);
    await expect.poll(() => result.current.rows.map((row) => row.email)).toEqual(['riley.chen@example.com', 'bad']);
    expect((await api.licenseUsages.licenseUsages(FAKE_MANAGER_STANDARD_PACK)).usages).toHaveLength(2);
  });

  it('should say which of the import’s errors no row carries (more users than free seats)', async () => {
    const { result } = await render();
    await result.current.chooseFile(new File([fakeUsersImportCsv(9)], 'nine.csv'));
    await expect.poll(() => result.current.phase).toBe('preview');
    expect(result.current.packErrors).toEqual([m.tooManyUsers(9, 8)]);
    expect(result.current.preview?.seatsLeft).toBe(-1);
    expect(result.current.canApply).toBe(false);
  });

  it('should import a good file on Apply, then tell the page', async () => {
    const { result, onImported, api } = await render();
    await result.current.chooseFile(csv(['Email,FirstName,LastName', 'ada@example.com,Ada,Lovelace']));
    await expect.poll(() => result.current.canApply).toBe(true);
    result.current.apply();
    await expect.poll(() => onImported.mock.calls.length).toBe(1);
    const users = (await api.licenseUsages.licenseUsages(FAKE_MANAGER_STANDARD_PACK)).usages;
    expect(users.map((usage) => usage.accountName)).toContain('ada@example.com');
  });

  it('should keep the preview and show the refusal when Apply is refused', async () => {
    const api = createFakeConsoleApi();
    const preview = api.licenseUsages.uploadUsagesCsv;
    const { result, onImported } = await render(
      {},
      createFakeConsoleApi({
        licenseUsages: {
          uploadUsagesCsv: (async (id: string, file: Blob, options?: { dryRun: true }) => {
            if (options?.dryRun) return preview(id, file, options);
            throw refusedImport([m.tooManyUsers(1, 0)]);
          }) as typeof preview,
        },
      }),
    );
    await result.current.chooseFile(csv(['Email', 'ada@example.com']));
    await expect.poll(() => result.current.canApply).toBe(true);
    result.current.apply();
    await expect.poll(() => result.current.errorText).toBe(m.tooManyUsers(1, 0));
    expect(result.current.phase).toBe('preview');
    expect(onImported).not.toHaveBeenCalled();
  });

  it('should send the same file’s dry run again after a server or network failure, keeping the file', async () => {
    const fake = createFakeConsoleApi().licenseUsages.uploadUsagesCsv;
    const sent: Blob[] = [];
    const failures: unknown[] = [new ApiError(503, 'Service Unavailable'), new NoResponseError()];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const upload = (async (id: string, file: Blob, options?: { dryRun: true }) => {
      sent.push(file);
      const failure = failures.shift();
      if (failure) throw failure;
      await answered;
      return options?.dryRun ? fake(id, file, options) : fake(id, file);
    }) as typeof fake;
    const { result } = await render({}, createFakeConsoleApi({ licenseUsages: { uploadUsagesCsv: upload } }));
    const chosen = csv(['Email', 'ada@example.com']);
    await result.current.chooseFile(chosen);
    await expect.poll(() => result.current.errorText).toBe('Service Unavailable');
    expect(result.current).toMatchObject({ canRetryPreview: true, file: chosen, phase: 'choose' });

    // Failed again, on the network: the error is the new one and Try again is still there.
    expect(await result.current.retryPreview()).toBe('failed');
    await expect.poll(() => result.current.errorText).toBe(messages.transport.noResponse);
    expect(result.current.canRetryPreview).toBe(true);

    // While it runs, the error and its button stay, busy; then the preview replaces them.
    const retried = result.current.retryPreview();
    await expect.poll(() => result.current).toMatchObject({ phase: 'previewing', retryingPreview: true });
    expect(result.current.errorText).toBe(messages.transport.noResponse);
    answer();
    expect(await retried).toBe('previewed');
    await expect.poll(() => result.current.phase).toBe('preview');
    expect(result.current).toMatchObject({ errorText: null, canRetryPreview: false, file: chosen });
    expect(result.current.preview?.added).toBe(1);
    expect(sent).toEqual([chosen, chosen, chosen]);
  });

  it('should not offer Try again for a file the server refused, nor for a failed Apply', async () => {
    const fake = createFakeConsoleApi().licenseUsages.uploadUsagesCsv;
    const upload = (async (id: string, file: Blob, options?: { dryRun: true }) => {
      if (options?.dryRun && (await file.text()).includes('refused')) throw refusedImport(['Line 2: refused']);
      if (options?.dryRun) return fake(id, file, options);
      throw new ApiError(502, 'Bad Gateway');
    }) as typeof fake;
    const { result } = await render({}, createFakeConsoleApi({ licenseUsages: { uploadUsagesCsv: upload } }));
    await result.current.chooseFile(csv(['Email', 'refused@example.com']));
    await expect.poll(() => result.current.errorText).toBe('Line 2: refused');
    expect(result.current.canRetryPreview).toBe(false);
    expect(await result.current.retryPreview()).toBe('ignored');

    await result.current.chooseFile(csv(['Email', 'ada@example.com']));
    await expect.poll(() => result.current.canApply).toBe(true);
    result.current.apply();
    await expect.poll(() => result.current.errorText).toBe('Bad Gateway');
    expect(result.current.canRetryPreview).toBe(false);
  });

  it('should drop the preview on Cancel and act on the latest file only', async () => {
    const { result } = await render();
    await result.current.chooseFile(csv(['Email', 'ada@example.com']));
    await expect.poll(() => result.current.phase).toBe('preview');
    const key = result.current.fileInputKey;
    result.current.cancel();
    await expect.poll(() => result.current.preview).toBeUndefined();
    expect(result.current).toMatchObject({ phase: 'choose', file: null, errorText: null });
    expect(result.current.fileInputKey).not.toBe(key);

    const first = result.current.chooseFile(new File([fakeUsersImportCsv(2_000)], 'slow.csv'));
    await result.current.chooseFile(csv(['Email', 'alan@example.com']));
    await first;
    await expect.poll(() => result.current.preview?.rows.map((row) => row.email)).toEqual(['alan@example.com']);
  });

  it('should save the template and both exports under their names', async () => {
    const { result, onDownload } = await render();
    result.current.downloadTemplate();
    result.current.exportSessions();
    result.current.exportUserRoles();
    await expect
      .poll(() => onDownload.mock.calls.map(([, name]) => name).sort())
      .toEqual([
        `sessions-${FAKE_MANAGER_STANDARD_PACK}.csv`,
        `user-roles-${FAKE_MANAGER_STANDARD_PACK}.csv`,
        'users-import-template.csv',
      ]);
  });
});
