import { mergeMessages } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { confirmAnswers } from '@license-console/ui';

/** The merge screen's strings: the domain's messages (spec wording) plus a few of its own, marked designed. */
const mergeLicensesStrings = {
  ...messages.merge,
  ...mergeMessages,
  /** Spec §4's answers to the merge's confirmation. */
  yes: confirmAnswers['yes-cancel'].confirm,
  cancel: confirmAnswers['yes-cancel'].cancel,
  title: messages.titles.licenses,
  /** designed: the grid's accessible name. */
  gridLabel: 'License Packs',
  /** designed: the action a server error's toast is titled with. */
  errorTitle: messages.merge.mergeLicenses,
} as const;

export { mergeLicensesStrings };
