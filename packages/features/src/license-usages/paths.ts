import { licensePaths, licenseUsagePaths, MAX_IDLE_DAYS, PRODUCT_IDS, PRODUCT_NAMES } from '@license-console/domain';

/** What the Idle seats screen opens with, from its address: `?product=` and `?days=`. */
interface IdleSeatsAddress {
  initialProductId?: number;
  initialDays?: number;
}

/** A whole number in `[min, max]` from a query value, else undefined. */
function wholeIn(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d{1,4}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** The Idle seats screen's view from its query; a value it does not know is left out (the screen's default). */
function idleSeatsViewFromParams(params: URLSearchParams): IdleSeatsAddress {
  const product = wholeIn(params.get('product'), 1, 9999);
  const days = wholeIn(params.get('days'), 1, MAX_IDLE_DAYS);
  const known = product !== undefined && product !== PRODUCT_IDS.onPrem && product in PRODUCT_NAMES;
  return {
    ...(known ? { initialProductId: product } : {}),
    ...(days === undefined ? {} : { initialDays: days }),
  };
}

/**
 * Where the license users page links to (spec §2.7): its own address, the close link back to the license list, and the
 * seats idle across packs, reached from the home, also narrowed to a product and a threshold. A module of its own, so a
 * screen that links to the page (the handover's accept screen) does not load it.
 */
export const licenseUsersPaths = {
  usage: licenseUsagePaths.usage,
  close: licensePaths.list,
  idleSeats: licensePaths.idleSeats,
  idleSeatsOf: ({ productId, days }: { productId: number; days: number }) =>
    `${licensePaths.idleSeats}?${new URLSearchParams({ product: `${productId}`, days: `${days}` })}`,
} as const;

export { type IdleSeatsAddress, idleSeatsViewFromParams };
