import { messages } from '@license-console/domain';

/** The merge screen's strings: the domain's messages (spec wording) plus a few of its own, marked designed. */
const mergeLicensesStrings = {
  ...messages.merge,
  title: messages.titles.licenses,
  /** designed: the grid's accessible name. */
  gridLabel: 'License Packs',
  /** designed: the action a server error's toast is titled with. */
  errorTitle: messages.merge.mergeLicenses,
} as const;

export { mergeLicensesStrings };
