import * as messages from '@license-console/domain/messages';

/** designed: the AI Features dialog (spec §2.7, §3 aiGateway*, §5 "AI token limit: edited as text"). */
const aiTokensStrings = {
  /** The dialog's title, the Settings menu's entry. */
  aiFeatures: messages.licenseUsers.aiFeatures,
  inputTokens: 'Input tokens',
  outputTokens: 'Output tokens',
  limitTokens: 'Token limit',
  limitHint: 'A whole number of tokens, 0 or more.',
  noLimit: 'No limit',
  viewOnly: 'Only an administrator can change the token limit.',
  loading: 'Loading the AI features...',
  loadFailed: 'The AI features of this license pack could not be loaded.',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  saved: 'The AI token limit was saved.',
  retry: 'Try again',
} as const;

export { aiTokensStrings };
