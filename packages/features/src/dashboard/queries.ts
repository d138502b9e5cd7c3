import { queryKeysFactory } from '../api/query-keys.ts';

/** Seats at a glance's one read; a change of packs or seats elsewhere leaves it to its next visit. */
const dashboardKeys = queryKeysFactory('dashboard');

export { dashboardKeys };
