// The console's words for e-mail and SMS texts, and the development outbox: a part of `messages` (../messages.ts).

/** designed: the e-mail and SMS the server sends. */
export const mail = {
  resetLink: {
    subject: 'Reset your License Console password',
    text: (link: string, lifetimeMinutes: number) =>
      `Someone asked to reset the password of your License Console account.\n\nSet a new password here (the link works once, for ${lifetimeMinutes} minutes):\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
  },
  verificationCode: {
    subject: 'Your License Console verification code',
    text: (code: string, lifetimeMinutes: number) =>
      `Your License Console verification code is ${code}. It expires in ${lifetimeMinutes} minutes.`,
  },
  /** Sent once when a lock starts, saying until when and how to regain the account at once. */
  accountLocked: {
    subject: 'Your License Console account was locked',
    signIn: (until: string, forgotPasswordUrl: string) =>
      `Your License Console account was locked after repeated failed sign-ins, until ${until}.\n\nTo sign in at once, reset your password; a completed reset lifts the lock:\n${forgotPasswordUrl}\n\nIf the failed sign-ins were not yours, someone may be guessing your password. A long password you use nowhere else keeps them out.`,
    codes: (until: string, forgotPasswordUrl: string) =>
      `Your License Console account was locked after repeated wrong verification codes, until ${until}.\n\nWhoever entered them knew your password. Reset it now; a completed reset also lifts the lock:\n${forgotPasswordUrl}`,
  },
  /** designed: a new account's first password, set through a link (no password travels by e-mail). */
  accountCreated: {
    subject: 'Your License Console account',
    text: (link: string, lifetimeDays: number) =>
      `An administrator created a License Console account for this e-mail address.\n\nChoose your password here (the link works once, for ${lifetimeDays} days):\n${link}\n\nAfter that, sign in with this e-mail address and that password.`,
  },
  /** designed: the link that confirms a profile's new e-mail address. */
  confirmEmail: {
    subject: 'Confirm your new License Console e-mail address',
    text: (link: string, lifetimeHours: number) =>
      `Someone asked to use this address for a License Console account.\n\nConfirm it here (the link works once, for ${lifetimeHours} hours):\n${link}\n\nUntil then the account keeps its current address. If it was not you, ignore this e-mail.`,
  },
  /** designed: the notice of a password change to the account's owner. */
  passwordChanged: {
    subject: 'Your License Console password was changed',
    text: 'The password of your License Console account was just changed. Every session of the account has ended but the one it was changed in.\n\nIf it was not you, reset your password at once with "Forgot password?" on the sign-in page, and tell your administrator.',
  },
  /** designed: the notice to the old address of an e-mail change, with the single-use link that undoes it. */
  emailChangedNotice: {
    subject: 'Your License Console e-mail address was changed',
    text: (newEmail: string, link: string, lifetimeDays: number) =>
      `The e-mail address of your License Console account was changed to ${newEmail}.\n\nIf it was not you, undo the change here (the link works once, for ${lifetimeDays} days): the account gets this address back, every session of it ends and its password stops working until you set a new one.\n${link}`,
  },
  /** designed: after an e-mail change is undone, the link to the restored address that sets the new password. */
  emailChangeUndone: {
    subject: 'Set a new License Console password',
    text: (link: string, lifetimeMinutes: number) =>
      `The e-mail change of your License Console account was undone: it has this address again. Its password no longer works, since whoever changed the address may know it.\n\nSet a new password here (the link works once, for ${lifetimeMinutes} minutes):\n${link}\n\nOnce it has expired, use "Forgot password?" on the sign-in page.`,
  },
  /**
   * The request a new pack administrator must accept (spec §4), with its single-use link; an address that had no
   * account also gets the link that sets its first password.
   */
  adminRequest: {
    subject: 'You have been asked to administer a license pack',
    text: (request: {
      requester: string;
      pack: string;
      link: string;
      lifetimeDays: number;
      setPasswordLink?: string | undefined;
    }) =>
      `${request.requester} has asked you to become the administrator of a license pack: ${request.pack}.\n\n` +
      (request.setPasswordLink
        ? `You have no License Console password yet. Choose one here first:\n${request.setPasswordLink}\n\n`
        : '') +
      `To accept, open this link and sign in with this e-mail address (the link works once, for ${request.lifetimeDays} days):\n${request.link}\n\n` +
      'Nothing changes until you accept. If you do not expect this request, ignore this e-mail.',
  },
  /** designed: to whoever asked for a pack's handover, once the new administrator has accepted it. */
  adminAccepted: {
    subject: 'Your license pack handover was accepted',
    text: (accepted: { newAdmin: string; pack: string }) =>
      `${accepted.newAdmin} accepted your request and now administers the license pack: ${accepted.pack}.\n\n` +
      'You no longer administer it; its users keep their seats.',
  },
} as const;

/** designed: the development outbox page (DEV_ROUTES=true), where the demo's e-mail and SMS can be read. */
export const devOutbox = {
  title: 'Outbox',
  intro: 'The e-mail and SMS the server would have sent, newest first.',
  empty: 'Nothing has been sent yet.',
} as const;
