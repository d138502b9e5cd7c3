import type { FailedMessage } from '@license-console/domain';

/** The outbox's calls for administrators (designed whole), one method per call, named as the contract names it. */
interface OutboxApi {
  /** GET /api/Outbox/Failed: every e-mail and SMS that failed for good, newest first, without its body. */
  failedMessages(): Promise<FailedMessage[]>;
  /** POST /api/Outbox/{id}/Retry: queues a message that failed for good again, with fresh attempts. */
  retryMessage(id: number): Promise<void>;
}

export type { OutboxApi };
