import type { SearchResults } from '@license-console/domain';

/** The header's search (designed whole), one method per call, named as the contract names it. */
interface SearchApi {
  /** GET /api/Search: a few packs, people, products and SSO sites matching the text, as the reader may see them. */
  search(q: string): Promise<SearchResults>;
}

export type { SearchApi };
