import { messages } from '@license-console/domain';

/** Headings of the screens this app only stubs for now (their widgets come in later issues). */
const consoleStrings = {
  singleSignOnSites: messages.titles.singleSignOnSites,
  editUser: messages.titles.editUser,
  passwordSettings: messages.titles.passwordSettings,
  noMatch: messages.app.noMatch,
  noMatchFor: messages.app.noMatchFor,
  genericError: messages.transport.genericError,
} as const;

export { consoleStrings };
