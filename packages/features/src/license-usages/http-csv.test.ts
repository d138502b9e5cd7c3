import { describe, expect, it } from 'vitest';
import { isApiError } from '../api/errors.ts';
import { httpConsoleApiAnswering, json, rejectionOf } from '../testing/http-test-kit.ts';
import { fakeUsersImportPreview } from './fake-usage-csv.ts';

const PACK = 'cGFjay1vbmUtYnVzaW5lc3M';
const setup = (answer: () => Response) =>
  httpConsoleApiAnswering(answer, { currentPath: () => `/license-usage/${PACK}` });
const csvAnswer = (text: string) => new Response(text, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
const bytes = async (file: Blob) => [...new Uint8Array(await file.arrayBuffer())];

describe('given the HTTP adapter CSV calls of a pack’s users', () => {
  it('should post the file as multipart `file`, asking a dry run only when told', async () => {
    const preview = fakeUsersImportPreview(2);
    const { api, request } = setup(() => json(preview));
    const file = new File(['Email\na@example.com'], 'users.csv', { type: 'text/csv' });
    await expect(api.licenseUsages.uploadUsagesCsv(PACK, file, { dryRun: true })).resolves.toEqual(preview);
    expect(request().method).toBe('POST');
    expect(request().url.pathname).toBe(`/api/Licenses/${PACK}/LicenseUsages/UploadCSV`);
    expect(request().url.searchParams.get('dryRun')).toBe('true');
    const body = request().body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['file']);
    expect(await (body.get('file') as File).text()).toBe('Email\na@example.com');

    const imported = setup(() => json({ imported: 1 }));
    await expect(imported.api.licenseUsages.uploadUsagesCsv(PACK, file)).resolves.toEqual({ imported: 1 });
    expect([...imported.request().url.searchParams.keys()]).toEqual([]);
  });

  it('should reject a refused file with its errors, one per line, and never navigate', async () => {
    const errors = ["Line 2: 'x' is not a valid email.", 'The file has 3 users but only 1 seat is free.'];
    const body = { statusCode: 400, error: 'Bad Request', message: errors.join('\n'), errors };
    const { api, onNavigate } = setup(() => json(body, 400));
    const error = await rejectionOf(api.licenseUsages.uploadUsagesCsv(PACK, new Blob(['Email\nx'])));
    expect(isApiError(error, 400) && error.body).toEqual(body);
    expect(isApiError(error) && error.message).toBe(errors.join('\n'));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('should download the exports and the template as CSV files, the byte-order mark kept', async () => {
    const { api, request } = setup(() =>
      csvAnswer('\uFEFFEmail,FirstName,LastName,Role\r\na@example.com,A,B,User\r\n'),
    );
    const roles = await api.licenseUsages.downloadUserRolesCsv(PACK);
    expect(request().url.pathname).toBe(`/api/LicenseUserRole/Csv/${PACK}`);
    expect(roles.type).toBe('text/csv;charset=utf-8');
    expect((await bytes(roles)).slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(await roles.text()).toBe('Email,FirstName,LastName,Role\r\na@example.com,A,B,User\r\n');

    const sessions = setup(() => csvAnswer('Email\r\n'));
    const file = await sessions.api.licenseUsages.downloadSessionsCsv(PACK);
    expect(sessions.request().url.pathname).toBe(`/api/Session/Csv/${PACK}`);
    // Decoding dropped the mark (or a server sent none): the file still starts with exactly one.
    expect(await bytes(file)).toEqual([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Email\r\n')]);

    const template = setup(() => csvAnswer('\uFEFFEmail,FirstName,LastName\r\n'));
    await template.api.licenseUsages.downloadUsersImportTemplate();
    expect(template.request().url.pathname).toBe('/api/LicenseUserRole/Csv');
  });
});
