import type { CurrentUser } from '@license-console/domain';
import { queryKeysFactory } from '../api/query-keys.ts';

/** The license reads; every change invalidates `licenseKeys.all`. */
const licenseKeys = queryKeysFactory('licenses');

/** Who reads a list, part of its keys: what an administrator's search answers is not what a manager's does. */
function licenseReader(user: Pick<CurrentUser, 'name' | 'administrator'>) {
  return { name: user.name, administrator: user.administrator };
}

export { licenseKeys, licenseReader };
