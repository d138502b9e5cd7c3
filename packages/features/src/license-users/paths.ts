/**
 * Where the license users page links to (spec §2.7): its own address, and the close link back to the license list.
 * A module of its own, so a screen that links to the page (the handover's accept screen) does not load it.
 */
export const licenseUsersPaths = {
  usage: (licenseId: string) => `/license-usage/${encodeURIComponent(licenseId)}`,
  close: '/Licenses',
  /** The seats idle across packs (issue 44), reached from the home. */
  idleSeats: '/license/idle-seats',
} as const;
