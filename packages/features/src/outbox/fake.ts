import type { FailedMessage } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';
import type { OutboxApi } from './api.ts';

/** Two messages every attempt of which was refused: a reset link the SMTP server refused, a code Twilio refused. */
const fakeFailedMessages: readonly FailedMessage[] = [
  {
    id: 42,
    channel: 'email',
    recipient: 'jamie.doe@example.com',
    subject: messages.mail.resetLink.subject,
    attempts: 10,
    lastError: 'connect ECONNREFUSED 10.0.0.25:587',
    createdAt: '2030-01-15T08:00:00.000Z',
    lastAttemptAt: '2030-01-15T10:31:12.000Z',
  },
  {
    id: 41,
    channel: 'sms',
    recipient: '+15550100',
    subject: messages.mail.verificationCode.subject,
    attempts: 10,
    lastError: "Twilio answered 400: The 'To' number is not a valid phone number.",
    createdAt: '2030-01-14T17:45:00.000Z',
    lastAttemptAt: '2030-01-14T20:16:40.000Z',
  },
];

/**
 * The outbox calls in memory, as the server answers them: administrators only (403 for anyone else, 401 signed
 * out); Retry takes a message off the list (it is queued again), and answers 404 for one no longer on it.
 */
function createFakeOutboxApi(isAdministrator: () => boolean | null, wait: () => Promise<void>): OutboxApi {
  let failed = [...fakeFailedMessages];
  const allowed = async () => {
    await wait();
    const administrator = isAdministrator();
    if (administrator === null) throw new ApiError(401, messages.auth.notSignedIn);
    if (!administrator) throw new ApiError(403, messages.app.accessDenied);
  };
  return {
    failedMessages: async () => {
      await allowed();
      return failed.map((message) => ({ ...message }));
    },
    retryMessage: async (id) => {
      await allowed();
      if (!failed.some((message) => message.id === id)) throw new ApiError(404, messages.server.notFound);
      failed = failed.filter((message) => message.id !== id);
    },
  };
}

export { createFakeOutboxApi, fakeFailedMessages };
