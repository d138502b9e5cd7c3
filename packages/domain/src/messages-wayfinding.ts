/**
 * The console's words for finding one's way (none of them spelled out by the spec, so all designed): the ways back
 * from a page that cannot show what was asked for, the warning before unsaved work is left, the reasons beside an
 * action that has nothing to do, and the menu's entries for the single sign-on sites and the failed messages. A part of messages.ts kept in
 * a file of its own.
 */
export const wayfindingMessages = {
  /** designed: the link from a dead end (not found, access denied, an empty merge) to the console's home. */
  backToLicenses: 'Back to Licenses',
  /** designed: under 'No match for {path}': why an address can name nothing. */
  notFoundHint: 'The address may be mistyped, or what it names was removed or is not yours to see.',
  /** designed: under 'Access Denied': what the person can do about it. */
  accessDeniedHint: 'Your account cannot open this page. If you need it, ask an administrator of the console.',
  /** designed: under 'No information for merging' (the merge screen opened by its address): how to start one. */
  mergingStart: 'To merge license packs, open Manage Licenses on the license list and choose Merge License.',
  /** designed: the dialog before unsaved work is left. */
  leaveTitle: 'Leave without saving?',
  leaveMessage: 'The changes on this page are not saved yet. If you leave now, they are lost.',
  stay: 'Stay on this page',
  leave: 'Leave without saving',
  /** designed: after a sign-in forced by the inactivity logout, when a form gets back what was typed in it before. */
  draftRestored: 'What you typed before the automatic logout is back in the form. Save it to keep it.',
  /** designed: beside a form's disabled primary button (Create, Add Site…), why it cannot be pressed yet. */
  submitBlocked: (action: string) => `${action} is available once every required field is filled in correctly.`,
  /** designed: beside 'Remove Session (0)', why it cannot be chosen. */
  noSessionToRemove: 'No open session to remove',
  /** designed: the menu's entry for the single sign-on sites (administrators only). */
  ssoSitesMenu: 'SSO SITES',
  /** designed: the menu's entry for the e-mail and SMS that failed for good (administrators only). */
  failedMessagesMenu: 'FAILED MESSAGES',
} as const;
