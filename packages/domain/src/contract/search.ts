import { z } from 'zod/mini';
import { hasControlCharacters } from '../entities/bounds.ts';
import { licenseStatusSchema } from '../entities/license.ts';
import { productIdSchema } from '../entities/product.ts';
import { usDateSchema } from '../entities/us-date.ts';
import { searchMessages } from '../messages-search.ts';
import { defineCall } from './define.ts';

/** The shortest and longest text a search takes, once trimmed. */
export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 100;

/** The most results of each kind one search answers. */
export const SEARCH_RESULTS_PER_KIND = 5;

/**
 * Below this many characters a search finds only what starts with its text (an e-mail, a name, an organization or
 * account name); from it on, text anywhere too. Products and SSO sites, few, are matched anywhere at any length.
 */
export const SEARCH_CONTAINS_FROM = 3;

/**
 * The text of a search, as typed: no control character (checked first, on the whole text), then trimmed, then from
 * SEARCH_TEXT_MIN to SEARCH_TEXT_MAX characters. The dialog checks it with the same schema before asking.
 */
export const searchTextSchema = z.string({ error: searchMessages.tooShort }).check(
  z.refine((text) => !hasControlCharacters(text), { error: searchMessages.controlCharacters, abort: true }),
  z.trim(),
  z.maxLength(SEARCH_TEXT_MAX, { error: searchMessages.tooLong(SEARCH_TEXT_MAX), abort: true }),
  z.minLength(SEARCH_TEXT_MIN, { error: searchMessages.tooShort }),
);

export const searchQuerySchema = z.object({ q: searchTextSchema });

/** What found a pack: its administrator's e-mail, its organization's name, its account name, or one of its seats. */
export const SEARCH_PACK_MATCHES = ['manager', 'organization', 'accountName', 'seatHolder'] as const;
export type SearchPackMatch = (typeof SEARCH_PACK_MATCHES)[number];

/** A person as a result names them. */
export const searchPersonNameSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/**
 * A pack found: what its link and its lines need. `canManage` is the License's (the reader administers the pack);
 * `seatHolder` is the seat that matched, when a seat did (only the reader's own managed packs, or any pack for an
 * administrator, are matched by their seats).
 */
export const searchPackSchema = z.object({
  encryptedId: z.string(),
  productId: productIdSchema,
  /** The pack administrator's e-mail (License.name). */
  manager: z.string(),
  organizationName: z.nullable(z.string()),
  accountName: z.string(),
  endDate: usDateSchema,
  status: licenseStatusSchema,
  canManage: z.boolean(),
  matchedBy: z.enum(SEARCH_PACK_MATCHES),
  seatHolder: z.nullable(searchPersonNameSchema),
});

/**
 * A person found. An administrator finds user accounts (`userId`, the users list's id); a pack manager finds the
 * people holding seats in the packs they administer (`pack`, the pack of their latest seat there; `userId`, the
 * account holding the address, for the person's page, null where none does).
 */
export const searchPersonSchema = z.extend(searchPersonNameSchema, {
  userId: z.nullable(z.string()),
  pack: z.nullable(z.object({ encryptedId: z.string(), productId: productIdSchema })),
});

/** A product found: an administrator's products list, or the products of a reader's own packs. */
export const searchProductSchema = z.object({
  productId: productIdSchema,
  encryptedProductId: z.string(),
  name: z.string(),
});

/** An SSO site found (administrators only). */
export const searchSsoSiteSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });

/** The answer: at most SEARCH_RESULTS_PER_KIND of each kind, those whose text starts with the search first. */
export const searchResultsSchema = z.object({
  packs: z.array(searchPackSchema),
  people: z.array(searchPersonSchema),
  products: z.array(searchProductSchema),
  ssoSites: z.array(searchSsoSiteSchema),
});

export type SearchPersonName = z.infer<typeof searchPersonNameSchema>;
export type SearchPack = z.infer<typeof searchPackSchema>;
export type SearchPerson = z.infer<typeof searchPersonSchema>;
export type SearchProduct = z.infer<typeof searchProductSchema>;
export type SearchSsoSite = z.infer<typeof searchSsoSiteSchema>;
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** Finding anything from the header: not in spec §7, designed whole. */
export const searchCalls = {
  search: defineCall({
    method: 'GET',
    path: '/api/Search',
    summary:
      'Packs, people, products and SSO sites whose names or e-mail addresses hold the text, a few of each, among ' +
      'what the caller may see: administrators everything; others their own packs, and the people holding seats ' +
      'in the packs they administer.',
    query: searchQuerySchema,
    response: searchResultsSchema,
    designed: ['path'],
  }),
} as const;
