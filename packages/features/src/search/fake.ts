import {
  can,
  type License,
  PRODUCT_FILTER_LABELS,
  permissionLicenseOf,
  productName,
  SEARCH_CONTAINS_FROM,
  SEARCH_RESULTS_PER_KIND,
  type SearchPack,
  type SearchPackMatch,
  type SearchPerson,
  type SearchPersonName,
  type SearchResults,
  searchTextSchema,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';
import type { LicenseUsagesApi } from '../license-usages/api.ts';
import type { LicensesApi } from '../licenses/api.ts';
import { fakeProductList } from '../products/fake.ts';
import { fakeSsoSites } from '../single-sign-on/fake.ts';
import { fakeUserList } from '../users/fake.ts';
import type { SearchApi } from './api.ts';

/**
 * How a text matches, as the server matches it: 0 when one of `texts` starts with it, 1 when one holds it (only from
 * SEARCH_CONTAINS_FROM characters on, or `anywhere`), null otherwise.
 */
function rankOf(texts: readonly (string | null)[], query: string, anywhere = false): 0 | 1 | null {
  const lower = query.toLowerCase();
  const present = texts.filter((text): text is string => !!text).map((text) => text.toLowerCase());
  if (present.some((text) => text.startsWith(lower))) return 0;
  if ((anywhere || lower.length >= SEARCH_CONTAINS_FROM) && present.some((text) => text.includes(lower))) return 1;
  return null;
}

/** A person's texts as the server matches them: e-mail, whole name, last name. */
const personTexts = (email: string, firstName: string, lastName: string) => [
  email,
  `${firstName} ${lastName}`,
  lastName,
];

/** The best `SEARCH_RESULTS_PER_KIND` of ranked results, a start before a text inside, each kind's order kept. */
function best<T>(ranked: readonly { rank: 0 | 1; item: T }[]): T[] {
  return [...ranked]
    .sort((a, b) => a.rank - b.rank)
    .slice(0, SEARCH_RESULTS_PER_KIND)
    .map(({ item }) => item);
}

/** Who the fake's search answers for. */
interface FakeSearchActor {
  administrator: boolean;
  isManager: boolean;
  email: string | null;
}

/**
 * The header's search in memory, over the other fakes' packs, seats, users, products and SSO sites, scoped as the
 * server scopes it: an administrator everything; anyone else the packs the license list shows them (matched by their
 * seats only where they administer the pack), the people holding seats in those packs and their packs' products; 401
 * signed out, 400 for a text the contract refuses.
 */
function createFakeSearchApi(
  actorOf: () => FakeSearchActor | null,
  wait: () => Promise<void>,
  sources: { licenses: Pick<LicensesApi, 'listLicenses'>; licenseUsages: Pick<LicenseUsagesApi, 'licenseUsages'> },
): SearchApi {
  /** The seats of a pack the actor may see the users of, as its users page lists them. */
  const seatsOf = async (actor: FakeSearchActor, license: License) => {
    const facts = permissionLicenseOf(license);
    if (!can(actor, 'openManageUsers', facts) || !can(actor, 'manageLicenseUsers', facts)) return [];
    return (await sources.licenseUsages.licenseUsages(license.encryptedId)).usages;
  };

  return {
    async search(q) {
      await wait();
      const actor = actorOf();
      if (!actor) throw new ApiError(401, messages.auth.notSignedIn);
      const parsed = searchTextSchema.safeParse(q);
      if (!parsed.success) {
        const reason = parsed.error.issues[0]?.message ?? messages.server.requestInvalid;
        throw new ApiError(400, messages.server.requestInvalid, { fields: { q: reason } });
      }
      const text = parsed.data;
      const licenses = await sources.licenses.listLicenses();
      const packs: { rank: 0 | 1; item: SearchPack }[] = [];
      const people = new Map<string, { rank: 0 | 1; item: SearchPerson }>();
      for (const license of licenses) {
        const pack = {
          encryptedId: license.encryptedId,
          productId: license.productId,
          manager: license.name,
          organizationName: license.organizationName,
          accountName: license.accountName ?? '',
          endDate: license.endDate,
          status: license.status,
          canManage: license.canManage,
        };
        const own = [
          ['manager', license.name],
          ['organization', license.organizationName],
          ['accountName', license.accountName],
        ] as const;
        // Each way the pack matches, its own texts first then its seats; the best one (a start first) stands for it.
        const matches: { rank: 0 | 1; matchedBy: SearchPackMatch; seatHolder: SearchPersonName | null }[] = [];
        for (const [matchedBy, value] of own) {
          const rank = rankOf([value], text);
          if (rank !== null) matches.push({ rank, matchedBy, seatHolder: null });
        }
        for (const seat of await seatsOf(actor, license)) {
          const rank = rankOf(personTexts(seat.accountName, seat.firstName, seat.lastName), text);
          if (rank === null) continue;
          const holder = { email: seat.accountName, firstName: seat.firstName, lastName: seat.lastName };
          matches.push({ rank, matchedBy: 'seatHolder', seatHolder: holder });
          const key = holder.email.toLowerCase();
          if (!actor.administrator && !people.has(key)) {
            const seatPack = { encryptedId: license.encryptedId, productId: license.productId };
            people.set(key, { rank, item: { ...holder, userId: null, pack: seatPack } });
          }
        }
        const [first] = matches.sort((a, b) => a.rank - b.rank);
        if (first) {
          packs.push({ rank: first.rank, item: { ...pack, matchedBy: first.matchedBy, seatHolder: first.seatHolder } });
        }
      }
      const users = actor.administrator
        ? fakeUserList.flatMap((user) => {
            const rank = rankOf(personTexts(user.email, user.firstName, user.lastName), text);
            return rank === null
              ? []
              : [
                  {
                    rank,
                    item: {
                      email: user.email,
                      firstName: user.firstName,
                      lastName: user.lastName,
                      userId: user.id,
                      pack: null,
                    },
                  },
                ];
          })
        : [...people.values()];
      const ownProducts = new Set(licenses.map((license) => license.productId));
      const products = actor.administrator
        ? fakeProductList.flatMap((product) => {
            const rank = String(product.productId) === text ? 0 : rankOf([product.name], text, true);
            return rank === null ? [] : [{ rank, item: { ...product } }];
          })
        : fakeProductList
            .filter((product) => ownProducts.has(product.productId))
            .flatMap((product) => {
              const name = productName(product.productId) || String(product.productId);
              const label = PRODUCT_FILTER_LABELS[product.productId as keyof typeof PRODUCT_FILTER_LABELS];
              const rank = rankOf([name, label ?? null], text, true);
              return rank === null ? [] : [{ rank, item: { ...product, name } }];
            });
      const ssoSites = actor.administrator
        ? fakeSsoSites.flatMap((site) => {
            const rank = rankOf([site.name], text, true);
            return rank === null ? [] : [{ rank, item: { id: site.id, name: site.name, url: site.url } }];
          })
        : [];
      const answer: SearchResults = {
        packs: best(packs),
        people: best(users),
        products: best(products).map(({ productId, encryptedProductId, name }) => ({
          productId,
          encryptedProductId,
          name,
        })),
        ssoSites: best(ssoSites),
      };
      return structuredClone(answer);
    },
  };
}

export { createFakeSearchApi, type FakeSearchActor };
