/**
 * The console's words for Seats at a glance, the home's summary of seats for administrators and pack managers (issue
 * 44). The spec shows no such section, so every word is designed.
 */
export const dashboardMessages = {
  title: 'Seats at a glance',
  /** Who the figures count: every pack, or the reader's own. */
  scopeAll: 'Every pack that has not ended, counted today by the database.',
  scopeManaged: 'The packs you administer that have not ended, counted today by the database.',
  loading: 'Loading seats at a glance…',
  failed: 'Seats at a glance could not be loaded.',
  retry: 'Try again',
  emptyAll: 'No pack is active: there are no seats to count.',
  emptyManaged: 'None of the packs you administer is active: there are no seats to count.',
  seatsTitle: 'Seats used by product',
  seatsCaption: 'Seats used against seats bought in active packs, by product. Each number opens those packs.',
  expiringTitle: 'Packs ending soon',
  expiringCaption: 'Active packs ending within 30, 60 and 90 days, and their seats. Each number opens those packs.',
  idleTitle: 'Seats idle for 30+ days',
  idleCaption:
    'Assigned seats not used for 30 days or more (never used, and assigned that long ago), by product. ' +
    "Each number opens the product's active packs, whose users pages show each seat's last use.",
  product: 'Product',
  packs: 'Packs',
  seatsUsed: 'Seats used',
  seatsBought: 'Seats bought',
  share: 'Used',
  period: 'Ending',
  seats: 'Seats',
  idleSeats: 'Idle seats',
  idleShare: 'Of seats used',
  withinDays: (days: number) => `Within ${days} days`,
  percent: (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—'),
  /** A link's accessible name: the number and what it counts, as a screen reader reads it out of its row. */
  packsOfProduct: (count: string, product: string) => `${count} active ${product} packs`,
  seatsUsedOfProduct: (count: string, product: string) => `${count} seats used in active ${product} packs`,
  seatsBoughtOfProduct: (count: string, product: string) => `${count} seats bought in active ${product} packs`,
  packsEnding: (count: string, days: number) => `${count} packs ending within ${days} days`,
  seatsEnding: (count: string, days: number) => `${count} seats in packs ending within ${days} days`,
  idleOfProduct: (count: string, product: string) => `${count} idle seats in active ${product} packs`,
  /** The legend of the seats chart. */
  legendUsed: 'Used',
  legendFree: 'Free',
} as const;
