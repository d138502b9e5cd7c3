import { outboxCalls } from '@license-console/domain';
import type { Transport } from '../api/transport.ts';
import type { OutboxApi } from './api.ts';

/** The outbox calls over HTTP; loaded on first use by createHttpConsoleApi. */
function createHttpOutboxApi({ callContract }: Transport): OutboxApi {
  return {
    failedMessages: () => callContract(outboxCalls.failedMessages),
    retryMessage: async (id) => {
      await callContract(outboxCalls.retryMessage, { params: { id } });
    },
  };
}

export { createHttpOutboxApi };
