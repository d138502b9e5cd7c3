import { type LicenseUsage, licenseUsageSchema } from '@license-console/domain';
import { expect } from 'vitest';
import type { createTestApp } from '../../test-support/test-app.ts';
import { type caller, newLicenseBody, productPublicId } from '../licenses/test-fixtures.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A new pack of `seats` seats made by the administrator, for a test that fills or races it. */
export async function newPack(
  app: TestApp,
  call: ReturnType<typeof caller>,
  admin: string,
  seats: number,
  options: { productId?: number; administrator?: string } = {},
) {
  const response = await call(
    admin,
    'POST',
    '/api/licenses',
    newLicenseBody({
      encryptedProductId: await productPublicId(app, options.productId ?? 1),
      userCount: seats,
      ...(options.administrator ? { name: options.administrator } : {}),
    }),
  );
  expect(response.statusCode).toBe(201);
  return (response.json() as { encryptedId: string }).encryptedId;
}

/** The pack's used count as stored, and its usages counted: the two must always agree. */
export async function seats(app: TestApp, publicId: string) {
  const [row] = await app.db.query<{ usedCount: number; usages: number; userCount: number }>(
    `select l.used_count as "usedCount", l.user_count as "userCount",
            (select count(*)::int from license_usages u where u.license_id = l.id) as usages
       from licenses l where l.public_id = $1`,
    [publicId],
  );
  return row!;
}

/** Parses an answer as a License usage (the contract's shape), failing the test on any drift. */
export function usageOf(response: { statusCode: number; json(): unknown }, status = 200): LicenseUsage {
  expect(response.statusCode).toBe(status);
  return licenseUsageSchema.parse(response.json());
}

/** A valid add-user body; each call gets its own address. */
export function assignBody(accountName: string, overrides: Record<string, unknown> = {}) {
  return { accountName, firstName: 'Casey', lastName: 'Quinn', ...overrides };
}

/** A multipart body carrying `files` (field name → content), as a browser's FormData sends an upload. */
export function multipartBody(files: Record<string, string | Buffer>, filename = 'users.csv') {
  const boundary = `----license-console-${Math.random().toString(36).slice(2)}`;
  const parts = Object.entries(files).map(([field, content]) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads `csv` as the import file of the pack (a dry run when asked), as the holder of `cookie`. */
export function uploadCsv(
  app: TestApp,
  cookie: string | undefined,
  licensePublicId: string,
  csv: string | Buffer,
  options: { dryRun?: boolean; files?: Record<string, string | Buffer> } = {},
) {
  const { payload, headers } = multipartBody(options.files ?? { file: csv });
  return app.server.inject({
    method: 'POST',
    url: `/api/Licenses/${licensePublicId}/LicenseUsages/UploadCSV${options.dryRun ? '?dryRun=true' : ''}`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload,
  });
}
