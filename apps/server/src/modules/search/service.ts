import {
  can,
  PRODUCT_FILTER_LABELS,
  productName,
  SEARCH_CONTAINS_FROM,
  SEARCH_RESULTS_PER_KIND,
  type SearchPack,
  type SearchPerson,
  type SearchProduct,
  type SearchResults,
} from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import { likeContaining, likeStartingWith } from '../../db/like.ts';
import type { Actor } from '../../lib/guards.ts';
import {
  createSearchRepository,
  type SearchPackRow,
  type SearchPatterns,
  type SearchProductRow,
} from './repository.ts';

/** The patterns of a search's text (trimmed and bounded by the contract's schema). */
export function searchPatterns(text: string): SearchPatterns {
  return {
    prefix: likeStartingWith(text),
    contains: text.length >= SEARCH_CONTAINS_FROM ? likeContaining(text) : null,
    // An address holds no white space: such a text is not looked for inside addresses.
    emailContains: text.length >= SEARCH_CONTAINS_FROM && !/\s/.test(text) ? likeContaining(text) : null,
    anywhere: likeContaining(text),
    text,
  };
}

function packOf({ seatEmail, seatFirstName, seatLastName, ord: _ord, ...pack }: SearchPackRow): SearchPack {
  const seatHolder =
    pack.matchedBy === 'seatHolder' && seatEmail !== null
      ? { email: seatEmail, firstName: seatFirstName ?? '', lastName: seatLastName ?? '' }
      : null;
  return { ...pack, seatHolder };
}

/**
 * A product as a non-administrator's screens name it (the license list's product column and filter): matched by those
 * names or its number, those starting with the text first.
 */
function ownProductsMatching(products: SearchProductRow[], text: string): SearchProduct[] {
  const lower = text.toLowerCase();
  const ranked = products.flatMap((product) => {
    const label = PRODUCT_FILTER_LABELS[product.productId as keyof typeof PRODUCT_FILTER_LABELS];
    const name = productName(product.productId) || String(product.productId);
    const names = [name, label ?? name].map((each) => each.toLowerCase());
    const rank =
      String(product.productId) === text
        ? 0
        : names.some((each) => each.startsWith(lower))
          ? 1
          : names.some((each) => each.includes(lower))
            ? 2
            : null;
    return rank === null ? [] : [{ rank, product: { ...product, name } }];
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.product.productId - b.product.productId)
    .slice(0, SEARCH_RESULTS_PER_KIND)
    .map(({ product }) => product);
}

/**
 * The header's search (GET /api/Search). It reads nothing the caller's other calls would not show them (spec §6):
 * an administrator every pack, user account, product and SSO site; anyone else the packs the license list shows them
 * (those they administer or hold a seat in, matched by the seats only where they administer the pack), the people
 * holding seats in the packs they administer (as those packs' users pages list them), and the products of their packs
 * as the license list names them.
 */
export function createSearchService(db: Queryable) {
  const repository = createSearchRepository(db);
  return {
    async search(actor: Actor, text: string): Promise<SearchResults> {
      const patterns = searchPatterns(text);
      const reader = { id: actor.id, email: actor.email };
      const all = can(actor, 'searchAllLicenses');
      const [found, people, products, ssoSites] = await Promise.all([
        all
          ? repository.allPacks(reader, patterns).then((packs) => ({ packs, people: [] }))
          : repository.own(reader, patterns),
        can(actor, 'listUsers')
          ? repository.allPeople(patterns).then((rows) => rows.map((row): SearchPerson => ({ ...row, pack: null })))
          : null,
        can(actor, 'manageProducts')
          ? repository.allProducts(patterns)
          : repository.ownProducts(reader).then((rows) => ownProductsMatching(rows, text)),
        can(actor, 'manageSsoSites') ? repository.ssoSites(patterns) : [],
      ]);
      const seatHolders = found.people.map(
        ({ packId, packProductId, ...person }): SearchPerson => ({
          ...person,
          pack: { encryptedId: packId, productId: packProductId },
        }),
      );
      return { packs: found.packs.map(packOf), people: people ?? seatHolders, products, ssoSites };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
