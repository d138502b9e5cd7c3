/**
 * The words of API tokens (none of them in the spec, so all designed): the server's refusals and the My Profile
 * section that lists, creates and revokes them. A part of messages.ts kept in a file of its own.
 */
export const apiTokenMessages = {
  /** designed: a token's name is missing or blank. */
  nameRequired: 'Please enter a name for the token.',
  /** designed: a bearer token that is unknown, revoked or expired, or whose owner is locked (401). */
  tokenRefused: 'This API token is not valid. It may be revoked or expired.',
  /** designed: a role above the owner's. */
  roleTooHigh: "A token's role cannot be above its owner's.",
  /** designed: a token made for another account by someone who is not an administrator (403). */
  otherOwnerNeedsAdministrator: 'Only an administrator can create or see tokens of another account.',
  /** designed: a token asked to create another token (403). */
  notWithToken: 'An API token cannot create tokens. Sign in to create one.',
  /** designed: a token id that names none of the caller's tokens (404). */
  notFound: 'No such API token.',

  /** designed: the My Profile section. */
  title: 'API tokens',
  intro: 'Scripts and other services can call the API with a token instead of a password.',
  empty: 'No API tokens yet.',
  loading: 'Loading API tokens…',
  loadFailed: 'The API tokens could not be loaded.',
  retry: 'Try again',
  create: 'Create token',
  name: 'Name',
  expiry: 'Expires in',
  days: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  role: 'Role',
  roles: { administrator: 'Administrator', manager: 'Manager', user: 'User' },
  created: 'Created',
  expires: 'Expires',
  lastUsed: 'Last used',
  neverUsed: 'Never',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this token?',
  revokeMessage: (name: string) => `Scripts that use "${name}" will be refused at once. This cannot be undone.`,
  revoked: 'Token revoked.',
  createdTitle: 'Your new API token',
  shownOnce: 'Copy it now: it will not be shown again.',
  copy: 'Copy token',
  copied: 'The token is on the clipboard.',
  copyFailed: 'Could not copy. Select the token and copy it.',
  tokenLabel: 'Token',
  gridLabel: 'Your API tokens',
  actions: 'Actions',
  revokeOf: (name: string) => `Revoke the token ${name}`,
  done: 'Done',
  cancel: 'Cancel',
} as const;
