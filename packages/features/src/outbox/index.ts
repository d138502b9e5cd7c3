export type { OutboxApi } from './api.ts';
export * from './failed-messages.tsx';
export { failedMessagesStrings } from './strings.ts';
export { type FailedMessagesController, useFailedMessages } from './use-failed-messages.ts';
