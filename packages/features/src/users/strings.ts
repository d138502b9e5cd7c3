import type { AccountLock } from '@license-console/domain';

/** designed: the locked-accounts panel of the users list (not in the spec; the server's locks made visible). */
const lockedAccountsStrings = {
  title: 'Locked accounts',
  description:
    'Accounts that cannot sign in for a while after repeated failed attempts. A lock ends by itself at the time shown; Unlock ends it now.',
  gridLabel: 'Locked accounts',
  email: 'Email',
  name: 'Name',
  reason: 'Reason',
  lockedUntil: 'Locked until',
  unlock: 'Unlock',
  refresh: 'Refresh',
  loading: 'Loading...',
  none: 'No account is locked.',
  loadFailed: 'The locked accounts could not be read.',
  retry: 'Try again',
  confirmTitle: 'Unlock account?',
  confirmMessage: (email: string) => `'${email}' will be able to sign in again at once, from every address. Unlock?`,
  unlocked: (email: string) => `'${email}' can sign in again.`,
  unlockFailed: 'Unlock',
  reasons: {
    signInFailuresFromAddress: (address: string | null) => `Failed sign-ins from ${address ?? 'one address'}`,
    signInFailures: () => 'Failed sign-ins from many addresses',
    verificationCodeFailures: () => 'Wrong verification codes',
  } satisfies Record<AccountLock['reason'], (address: string | null) => string>,
} as const;

export { lockedAccountsStrings };
