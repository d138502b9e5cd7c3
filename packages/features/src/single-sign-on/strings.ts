import * as messages from '@license-console/domain/messages';

/** The SSO site list (spec §2.9, §8): the domain's messages plus a few of its own, marked designed. */
const ssoSiteListStrings = {
  ...messages.sso,
  edit: messages.app.edit,
  delete: messages.app.delete,
  /** designed: the grid's accessible name, its row actions and its states. */
  gridLabel: 'Single Sign On Sites',
  actions: 'Actions',
  loading: 'Loading SSO sites...',
  loadFailed: 'The SSO sites could not be read.',
  retry: 'Try again',
  noMatch: 'No SSO site matches the filters.',
  filterName: 'Filter names',
  filterUrl: 'Filter URLs',
  copyPublicKey: (name: string) => `Copy the public key of ${name}`,
  publicKeyCopied: (name: string) => `The public key of ${name} was copied.`,
  copyFailed: 'Could not copy. Open the site to select its key.',
  /** designed (beyond the spec): a rotation's former key, shown under the current one until it expires. */
  previousKeyUntil: (expiry: string) => `Previous key, valid until ${expiry}`,
  copyPreviousPublicKey: (name: string) => `Copy the previous public key of ${name}`,
  previousPublicKeyCopied: (name: string) => `The previous public key of ${name} was copied.`,
} as const;

/** The SSO site form (spec §2.9, §8): the domain's messages plus its titles and hints, marked designed. */
const ssoSiteFormStrings = {
  ...messages.sso,
  create: messages.app.create,
  update: messages.app.update,
  back: messages.app.back,
  /** designed: the titles of /single-sign-on/new and /single-sign-on/edit/{siteId}. */
  newTitle: messages.sso.addSite,
  editTitle: 'Edit Site',
  urlHint: 'Where the console sends users back after they sign in: the site’s absolute http or https address.',
  privateKeyHint:
    'The private key is shown this once: copy it to the site now. The site signs its sign-in requests with it; the console keeps it sealed and never shows it again.',
  publicKeyHint: 'The site checks with it what the console signs. Rotate keys gives the site a new key pair.',
  siteId: 'Site id',
  siteIdHint: 'The site names itself by this id (the iss of its sign-in requests).',
  copyPublicKey: 'Copy the public key',
  copyPrivateKey: 'Copy the private key',
  copySiteId: 'Copy the site id',
  publicKeyCopied: 'The public key was copied.',
  privateKeyCopied: 'The private key was copied.',
  siteIdCopied: 'The site id was copied.',
  copyFailed: 'Could not copy. Select the text and copy it.',
  loading: 'Loading...',
  loadFailed: 'The SSO site could not be read.',
  notFound: 'This SSO site does not exist. It may have been deleted.',
  retry: 'Try again',
  backToList: 'Back to the SSO sites',
  /** designed (beyond the spec): a rotation's former key while it is still valid, and the rotation it holds back. */
  previousPublicKey: 'Previous Public Key',
  previousKeyHint: (expiry: string) =>
    `Still valid until ${expiry}: until then the console accepts sign-in requests signed with either key.`,
  copyPreviousPublicKey: 'Copy the previous public key',
  previousPublicKeyCopied: 'The previous public key was copied.',
  rotationWaits: (expiry: string) => `Keys can be rotated again once the previous key expires, ${expiry}.`,
} as const;

/** designed (beyond the spec): the key rotation dialog of the SSO site form. */
const ssoSiteKeyRotationStrings = {
  ...messages.sso,
  rotate: 'Rotate keys',
  title: 'Rotate the key pair',
  text: 'The site gets a new key pair. Its current public key stays valid for the overlap you choose, so the site can switch to the new private key without a gap. Then the current key ends.',
  overlapHint: 'From 1 to 30 days.',
  confirm: 'Rotate',
  cancel: messages.app.cancel,
  rotatedTitle: 'Keys rotated',
  rotatedText: (expiry: string) =>
    `The site has a new key pair. Its previous key stays valid until ${expiry}; then only the new one is.`,
  privateKeyOnce:
    'The new private key is shown this once: copy it to the site now. The console keeps it sealed and never shows it again.',
  newPublicKey: 'New Public Key',
  newPrivateKey: 'New Private Key',
  copyPublicKey: 'Copy the new public key',
  copyPrivateKey: 'Copy the new private key',
  publicKeyCopied: 'The new public key was copied.',
  privateKeyCopied: 'The new private key was copied.',
  copyFailed: 'Could not copy. Select the text and copy it.',
  done: 'Done',
} as const;

export { ssoSiteFormStrings, ssoSiteKeyRotationStrings, ssoSiteListStrings };
