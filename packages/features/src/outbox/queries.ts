import { queryKeysFactory } from '../api/query-keys.ts';

/** The outbox reads; Retry invalidates `outboxKeys.all`. */
const outboxKeys = queryKeysFactory('outbox');

export { outboxKeys };
