import * as messages from '@license-console/domain/messages';

/** The failed-messages screen for administrators: designed whole (spec §7 does not list the outbox). */
const failedMessagesStrings = {
  /** designed */
  title: 'Failed Messages',
  /** designed */
  intro:
    'E-mail and SMS that could not be sent after every attempt. Retry queues one again once the mail server or SMS provider works; a code or link whose lifetime has ended is never sent.',
  /** designed */
  gridLabel: 'Messages that failed',
  /** designed */
  recipient: 'Recipient',
  /** designed */
  channel: 'Channel',
  /** designed */
  channels: { email: 'E-mail', sms: 'SMS' } as const,
  /** designed */
  subject: 'Subject',
  /** designed */
  attempts: 'Attempts',
  /** designed */
  lastError: 'Last error',
  /** designed */
  lastAttemptAt: 'Last attempt',
  /** designed */
  actions: 'Actions',
  /** designed */
  retry: 'Retry',
  /** designed */
  retryOf: (recipient: string) => `Retry the message to ${recipient}`,
  /** designed */
  retried: (recipient: string) => `The message to ${recipient} is queued again.`,
  /** designed */
  empty: 'No message has failed.',
  /** designed */
  loading: 'Loading failed messages...',
  /** designed */
  loadFailed: 'The failed messages could not be loaded.',
  /** designed */
  tryAgain: 'Try again',
  accessDenied: messages.app.accessDenied,
} as const;

export { failedMessagesStrings };
