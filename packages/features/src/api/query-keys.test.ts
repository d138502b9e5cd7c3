import { describe, expect, it } from 'vitest';
import { queryKeysFactory } from './query-keys.ts';

describe('given the query-key factory', () => {
  const keys = queryKeysFactory('licenses');

  it('should key a read by its resource, its call name and its input', () => {
    expect(keys.call('searchLicensePagedCount', { status: 'Active' })).toEqual([
      'licenses',
      'searchLicensePagedCount',
      { status: 'Active' },
    ]);
    expect(keys.call('licenseByEncryptedId', 'L1')).toEqual(['licenses', 'licenseByEncryptedId', 'L1']);
  });

  it('should put every read of the resource under its `all` key, and no other resource', () => {
    const read = keys.call('listLicenses', {});
    expect(read.slice(0, keys.all.length)).toEqual(keys.all);
    expect(queryKeysFactory('session').call('currentUser')[0]).not.toBe(keys.all[0]);
  });
});
