import type { CurrentUser } from '@license-console/domain';

/** Query keys of the license reads; every change invalidates `licenseKeys.all`. Keyed by who reads them. */
const licenseKeys = {
  all: ['licenses'] as const,
  reader: (user: Pick<CurrentUser, 'name' | 'administrator'>) => ['licenses', user.name, user.administrator] as const,
  one: (encryptedId: string) => ['licenses', 'one', encryptedId] as const,
};

export { licenseKeys };
