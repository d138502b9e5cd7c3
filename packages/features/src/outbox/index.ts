export type { OutboxApi } from './api.ts';
export {
  FailedMessages,
  type FailedMessagesProps,
  FailedMessagesView,
  type FailedMessagesViewProps,
  failedMessagesPath,
} from './failed-messages.tsx';
export { failedMessagesStrings } from './strings.ts';
export { type FailedMessagesController, useFailedMessages } from './use-failed-messages.ts';
