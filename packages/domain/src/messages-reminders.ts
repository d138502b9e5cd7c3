// The console's words for packs about to end, as one namespace whose parts a build keeps apart (messages/reminders.ts).

export type { ExpiryReminderFacts } from './messages/reminders.ts';
export * as reminderMessages from './messages/reminders.ts';
