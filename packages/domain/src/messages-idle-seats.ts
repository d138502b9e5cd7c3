/**
 * The console's words for reclaiming idle seats (issue 44): on a pack's users page and on the Idle seats screen
 * across packs. The spec shows no such feature, so every word is designed.
 */

const seats = (count: number) => `${count} ${count === 1 ? 'seat' : 'seats'}`;
const users = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;
const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

export const idleSeatMessages = {
  title: 'Idle seats',
  /** The home's way to the screen, for administrators and pack managers. */
  link: 'Idle seats',
  introAll: 'Seats of every pack whose holder has not used them for the chosen number of days.',
  introManaged: 'Seats of the packs you administer whose holder has not used them for the chosen number of days.',
  /** The threshold's control. */
  idleFor: 'Idle for',
  daysChoice: (count: number) => days(count),
  custom: 'Custom',
  customDays: 'Number of days',
  /** The screen's product filter (every product but On-Prem, whose seats are not reclaimed). */
  product: 'Product',
  allProducts: 'All products',
  daysInvalid: 'Enter a whole number of days from 1 to 3650.',
  /** On a pack's users page: selects exactly the users idle for the threshold. */
  selectIdle: (count: number) => `Select idle users (${count})`,
  noneIdle: (threshold: number) => `No user of this pack has been idle for ${days(threshold)}.`,
  selectedIdle: (count: number, threshold: number) => `${users(count)} idle for ${days(threshold)} or more selected.`,
  /** The confirmation, naming the count and the threshold. */
  confirmTitle: 'Revoke idle seats?',
  confirmQuestion: (count: number, threshold: number) =>
    `Are you sure to revoke the ${seats(count)} idle for ${days(threshold)} or more? A seat used since this list was read is kept.`,
  confirmOwnQuestion: (count: number, threshold: number) =>
    `Are you sure to revoke the ${seats(count)} idle for ${days(threshold)} or more? A seat used since this list was read is kept. Your own seat is among them: you can no longer use the product through this pack, but you can still manage its users.`,
  /** The outcome of one revoke of idle seats. */
  revoked: (revoked: number, kept: number, missing: number) =>
    [
      `${seats(revoked)} ${revoked === 1 ? 'was' : 'were'} revoked`,
      kept > 0
        ? `${kept} ${kept === 1 ? 'was' : 'were'} kept because ${kept === 1 ? 'it was' : 'they were'} used meanwhile`
        : null,
      missing > 0 ? `${missing} ${missing === 1 ? 'was' : 'were'} no longer there` : null,
    ]
      .filter((part) => part !== null)
      .join('; ') + '.',
  revokeFailed: 'The idle seats could not be revoked.',
  revokeSelected: (count: number) => `Revoke selected (${count})`,
  /** The screen's grid and its states. */
  gridLabel: 'Idle seats',
  loading: 'Loading idle seats…',
  loadFailed: 'The idle seats could not be loaded.',
  retry: 'Try again',
  empty: (threshold: number) => `No seat has been idle for ${days(threshold)}.`,
  selectColumn: 'Select',
  columnUser: 'User',
  columnPack: 'Pack',
  columnAdministrator: 'Administrator',
  columnLastUsage: 'Last usage',
  /** A seat never used: idle since it was assigned. */
  neverUsed: (assignedOn: string) => `Never (assigned ${assignedOn})`,
  packOf: (product: string, endDate: string) => `${product}, ends ${endDate}`,
  manageUsers: 'Manage users',
  total: (count: number) => `${seats(count)} idle`,
} as const;
