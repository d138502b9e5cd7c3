import { type CurrentUser, can, productName, type SearchResults } from '@license-console/domain';
import { searchLinks } from './search-links.ts';
import { searchStrings as strings } from './strings.ts';

/** The kinds of result, in the order the dialog lists them. */
type SearchKind = keyof SearchResults;

/** One result as the dialog draws it: the page it opens and its lines. */
interface SearchOption {
  /** Unique in the answer: the kind and the record's id. */
  key: string;
  kind: SearchKind;
  href: string;
  title: string;
  detail: string;
  /** Why it was found, when that is not in its lines (a pack found by one of its seats). */
  match: string | null;
}

interface SearchGroup {
  kind: SearchKind;
  label: string;
  options: SearchOption[];
}

/** A pack's product as the license list names it. */
const productOf = (productId: number) => productName(productId) || strings.productId(productId);

/** A person's name and address on one line: the name first when there is one. */
function personLine(person: { email: string; firstName: string; lastName: string }): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name ? `${name} (${person.email})` : person.email;
}

/** The answer's results grouped by kind (empty kinds left out), each with the page it opens for this reader. */
function searchGroups(answer: SearchResults, user: CurrentUser): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      kind: 'packs',
      label: strings.groups.packs,
      options: answer.packs.map((pack) => ({
        key: `packs-${pack.encryptedId}`,
        kind: 'packs',
        href: searchLinks.pack(user, pack),
        title: strings.packTitle(productOf(pack.productId), pack.manager),
        detail: [pack.organizationName || pack.accountName, strings.packEnds(pack.status, pack.endDate)]
          .filter(Boolean)
          .join(' · '),
        match: pack.seatHolder ? strings.seatHolder(personLine(pack.seatHolder)) : null,
      })),
    },
    {
      kind: 'people',
      label: strings.groups.people,
      options: answer.people.map((person) => {
        const name = `${person.firstName} ${person.lastName}`.trim();
        return {
          key: `people-${person.userId ?? person.email.toLowerCase()}`,
          kind: 'people',
          href: searchLinks.person(user, person),
          title: name || person.email,
          detail: name ? person.email : '',
          match: person.pack ? strings.seatIn(productOf(person.pack.productId)) : null,
        };
      }),
    },
    {
      kind: 'products',
      label: strings.groups.products,
      options: answer.products.map((product) => ({
        key: `products-${product.productId}`,
        kind: 'products',
        href: searchLinks.product(user, product),
        title: product.name,
        detail: can(user, 'manageProducts') ? strings.productId(product.productId) : strings.yourPacksOf,
        match: null,
      })),
    },
    {
      kind: 'ssoSites',
      label: strings.groups.ssoSites,
      options: answer.ssoSites.map((site) => ({
        key: `ssoSites-${site.id}`,
        kind: 'ssoSites',
        href: searchLinks.ssoSite(site),
        title: site.name,
        detail: site.url,
        match: null,
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

export { type SearchGroup, type SearchKind, type SearchOption, searchGroups };
