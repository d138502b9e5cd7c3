/**
 * The license grid's searches as the console asks them, several filters in turn (status, e-mail, product and type,
 * a later page), each page with its count: what a test or a bench of concurrent searches sends.
 */
export const licenseGridSearches: readonly string[] = [
  '/api/Licenses/SearchLicensePaged?status=Active&pageSize=10&pageNumber=1',
  '/api/Licenses/SearchLicensePagedCount?status=Active',
  '/api/Licenses/SearchLicensePaged?emailPart=manager&pageSize=10&pageNumber=1',
  '/api/Licenses/SearchLicensePagedCount?emailPart=manager',
  '/api/Licenses/SearchLicensePaged?productId=3&type=Full&pageSize=10&pageNumber=2',
  '/api/Licenses/SearchLicensePaged?emailPart=example&status=Expired&pageSize=10&pageNumber=1',
  '/api/Licenses/SearchLicensePagedCount?emailPart=example&status=Expired',
];
