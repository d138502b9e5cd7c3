import { messages } from '@license-console/domain';

/** The app's own words: headings of the screens it only stubs for now, the fallbacks and the document title. */
const consoleStrings = {
  singleSignOnSites: messages.titles.singleSignOnSites,
  editUser: messages.titles.editUser,
  passwordSettings: messages.titles.passwordSettings,
  noMatch: messages.app.noMatch,
  noMatchFor: messages.app.noMatchFor,
  genericError: messages.transport.genericError,
  /** designed: the browser tab names the screen, then the product. */
  documentTitle: (screen: string) => `${screen} - License Console`,
} as const;

export { consoleStrings };
