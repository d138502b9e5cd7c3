import type { CallName } from '@license-console/domain';

/**
 * The contract calls this server does not serve yet, in contract order. The contract test fails for any other
 * call that goes unserved, and for a call listed here that is served; the server README prints this list.
 */
export const PENDING: readonly CallName[] = [];
