import { licensePaths, licenseUsagePaths } from '@license-console/domain';

/**
 * Where the license users page links to (spec §2.7): its own address, the close link back to the license list, and the
 * seats idle across packs, reached from the home. A module of its own, so a screen that links to the page (the
 * handover's accept screen) does not load it.
 */
export const licenseUsersPaths = {
  usage: licenseUsagePaths.usage,
  close: licensePaths.list,
  idleSeats: licensePaths.idleSeats,
} as const;
