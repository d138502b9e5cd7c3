import * as messages from '@license-console/domain/messages';

/** The products screen (spec §2.8): the domain's messages plus the screen's own words, marked designed. */
const productListStrings = {
  ...messages.products,
  title: messages.titles.products,
  edit: messages.app.edit,
  delete: messages.app.delete,
  search: messages.app.search,
  /** designed */
  filterLabel: 'Product name',
  /** designed */
  gridLabel: 'Products',
  /** designed */
  actions: 'Actions',
  productId: 'Id',
  name: 'Name',
  lastVersion: 'Last Version',
  mainProgram: 'Main Program',
  skus: 'SKUs',
  /** designed */
  packs: 'Packs',
  /** designed */
  seats: 'Seats',
  /** designed: the name of the link from a product's pack count to its packs in the license grid */
  packsOf: (packs: number, name: string) => `${packs} license ${packs === 1 ? 'pack' : 'packs'} of ${name}`,
  /** designed */
  loading: 'Loading products...',
  /** designed */
  loadFailed: 'The products could not be loaded.',
  /** designed */
  retry: 'Try again',
  /** designed */
  noMatch: (filter: string) => `No product name contains '${filter}'.`,
} as const;

/** The product form and its SKU dialog (spec §2.8, §5 "SKU add"). */
const productFormStrings = {
  ...messages.products,
  ...messages.skus,
  /** designed */
  newTitle: 'Add Product',
  /** designed */
  editTitle: 'Edit Product',
  save: messages.app.save,
  cancel: messages.app.cancel,
  delete: messages.app.delete,
  productId: 'Product Id',
  /** designed */
  productIdHint: 'Leave blank to take the next free id. Licenses name their product by it, so it cannot change later.',
  name: 'Name',
  lastVersion: 'Last Version',
  downloadLink: 'Download Link',
  mainProgram: 'Main Program',
  shopifyAlias: 'Shopify Alias',
  limitTokens: 'Limit Tokens',
  /** designed */
  limitTokensHint: 'The AI token limit of new packs; blank for none.',
  skusTitle: 'SKUs',
  /** designed */
  addSku: 'Add SKU',
  skuId: 'Sku',
  months: 'Months',
  years: 'Years',
  quantity: 'Quantity',
  /** designed: one SKU in the stale-edit dialog's comparison. */
  skuSummary: (skuId: string, years: number, months: number, quantity: number) =>
    `${skuId}: ${years} y ${months} m, ${quantity} ${quantity === 1 ? 'user' : 'users'}`,
  /** designed */
  skuDialogTitle: 'Add SKU',
  /** designed */
  skuDialogDescription: 'Blank months and years mean 0; a blank quantity means 1 user.',
  /** designed */
  removeSku: (skuId: string) => `Remove SKU ${skuId}`,
  /** designed */
  skuGridLabel: 'SKUs of the product',
  /** designed */
  loading: 'Loading the product...',
  /** designed */
  loadFailed: 'The product could not be loaded.',
  /** designed */
  notFound: 'This product does not exist (it may have been deleted).',
  /** designed */
  backToList: 'Back to products',
  /** designed */
  retry: 'Try again',
} as const;

export { productFormStrings, productListStrings };
