import { SSO_KEY_OVERLAP_DAYS } from '../rules/public-key.ts';
import { incorrectFormat, requiredField } from './templates.ts';

// The console's words for products, SKUs, AI token limits and single sign-on sites: a part of `messages`
// (../messages.ts).

export const products = {
  invalidFilter: 'Please specify valid characters for product names',
  addProduct: 'Add Product',
  /** designed */
  nameRequired: requiredField('Name'),
  /** designed: spec §8 says "product created, updated" without the words. */
  created: 'Product created successfully.',
  /** designed */
  updated: 'Product updated successfully.',
  deleted: 'Deleted successfully.',
  /** designed */
  confirmDeleteTitle: 'Delete Product?',
  /** designed */
  confirmDelete: (name: string) => `Are you sure to delete '${name}' product?`,
  /** designed: a product that licenses use stays, and the answer says how many packs keep it. */
  inUse: (packs: number) =>
    `This product cannot be deleted: ${packs} license ${packs === 1 ? 'pack uses' : 'packs use'} it.`,
  /** designed */
  idTaken: (id: number) => `A product with the id ${id} already exists.`,
  /** designed: licenses name their product by id, so it never changes. */
  idFixed: 'The product id cannot change.',
  /** designed */
  downloadLinkFormat: incorrectFormat('Download Link'),
  /** designed */
  noProducts: 'There are no products to show.',
  /** designed */
  noSkus: 'No SKUs yet.',
} as const;

export const skus = {
  alreadyExists: 'Sku already exists',
  invalidNumber: 'You must insert a valid number',
  /** designed */
  skuRequired: requiredField('Sku'),
} as const;

export const aiTokenLimit = {
  /** designed */
  invalid: 'The token limit must be a whole number of 0 or more.',
  /** designed: the server's refusals of a limit change (spec §6 row 10: product 7 with a token id only). */
  notAvailable: 'This license pack has no AI features.',
  licenseMismatch: 'LicenseId must name the license pack of the address.',
} as const;

export const sso = {
  title: 'Single Sign On Sites',
  addSite: 'Add Site',
  name: 'Name',
  url: 'URL',
  publicKey: 'Public Key',
  privateKey: 'Private Key',
  updated: 'Updated',
  created: 'Created',
  deleted: 'Deleted successfully.',
  /** designed: the site form's checks (spec §2.9 says only that an invalid model disables the button). */
  nameRequired: requiredField('Name'),
  urlFormat: incorrectFormat('URL'),
  publicKeyRequired: requiredField('Public Key'),
  privateKeyRequired: requiredField('Private Key'),
  confirmDeleteTitle: 'Delete SSO?',
  confirmDelete: (name: string) => `Are you sure to delete '${name}' SSO?`,
  /** designed: the server's checks of a site's key pair, name and URL (spec §2.9 names the fields only). */
  publicKeyFormat:
    'The Public Key must be a PEM public key (-----BEGIN PUBLIC KEY-----) of a P-256 or RSA (2048 bits or more) key.',
  privateKeyFormat:
    'The Private Key must be an unencrypted PEM private key (-----BEGIN PRIVATE KEY-----) of a P-256 or RSA (2048 bits or more) key.',
  keyPairMismatch: 'The Public Key and the Private Key are not a key pair.',
  /** designed: the update keeps the key pair; its private key is sealed on the server and never shown again. */
  keyPairFixed: 'The key pair of a site cannot change here. To use new keys, rotate them.',
  nameTaken: 'An SSO site with this name already exists.',
  urlTaken: 'An SSO site with this URL already exists.',
  /** designed: the list with no site. */
  noSites: 'There are no SSO sites to show.',
  /** designed (beyond the spec): key rotation, its overlap and its refusal while an overlap lasts. */
  overlapDays: 'Overlap (days)',
  overlapDaysRange: `The overlap must be a whole number of days from ${SSO_KEY_OVERLAP_DAYS.min} to ${SSO_KEY_OVERLAP_DAYS.max}.`,
  rotationUnderWay:
    'This site’s previous key is still valid. Rotate again after it expires, so the site never loses the key it uses.',
} as const;
