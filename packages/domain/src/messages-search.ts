import { searchButtonMessages } from './messages-search-button.ts';

/**
 * The console's words for finding anything from the header: the search button, its dialog and its results, and the
 * refusals of the search's text. The spec shows no such search, so every word is designed.
 */
export const searchMessages = {
  ...searchButtonMessages,
  /** The dialog's title and the line under it. */
  title: 'Search the console',
  description: 'Packs, people, products and SSO sites you may see. Arrow keys move, Enter opens, Escape closes.',
  close: 'Close the search',
  inputLabel: 'Search for',
  placeholder: 'E-mail, name, organization, product…',
  /** Before anything is asked for. */
  prompt: 'Type at least 2 characters. Two find what starts with them; three or more find text anywhere.',
  searching: 'Searching…',
  failed: 'The search could not be completed.',
  retry: 'Try again',
  nothingFound: (query: string) => `Nothing you may see matches “${query}”.`,
  /** Read out as the results arrive. */
  found: (count: number) => (count === 1 ? '1 result.' : `${count} results.`),
  /** The groups, in the order they are listed. */
  groups: { packs: 'Packs', people: 'People', products: 'Products', ssoSites: 'SSO sites' },
  /** A pack's lines: its product and administrator, its organization or account and end, and what matched. */
  packTitle: (product: string, manager: string) => `${product} · ${manager}`,
  packEnds: (status: 'Active' | 'Expired', endDate: string) =>
    status === 'Active' ? `Active until ${endDate}` : `Ended ${endDate}`,
  seatHolder: (holder: string) => `Seat holder: ${holder}`,
  /** A person found in a pack's seats (a pack manager's search): the pack their seat is in. */
  seatIn: (product: string) => `Holds a seat in your ${product} pack`,
  /** A product as a non-administrator's search shows it: their packs of it. */
  yourPacksOf: 'Your packs of this product',
  productId: (id: number) => `Product ${id}`,
  /** The refusals of the search's text (400 from the server, and the dialog's own check). */
  tooShort: 'Type at least 2 characters to search.',
  tooLong: (max: number) => `Search for at most ${max} characters.`,
  controlCharacters: 'A search may not contain control characters.',
} as const;
