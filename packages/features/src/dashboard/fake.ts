import { type Dashboard, PRODUCT_FAMILY } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';
import { FAKE_TODAY } from '../licenses/fake.ts';
import type { DashboardApi } from './api.ts';

/** The demo manager's e-mail in the fake accounts: the one non-administrator who administers packs. */
const FAKE_MANAGER_EMAIL = 'manager@example.com';

const today = FAKE_TODAY.split('/');
const todayIso = `${today[2]}-${today[0]}-${today[1]}`;

/** Every pack's figures, as an administrator reads them: six products, a few packs ending, some seats idle. */
const fakeDashboardAll: Dashboard = {
  scope: 'all',
  today: todayIso,
  products: [
    {
      productId: 1,
      name: `${PRODUCT_FAMILY} Standard`,
      packs: 118,
      seatsBought: 1240,
      seatsUsed: 1012,
      seatsIdle: 188,
    },
    { productId: 2, name: `${PRODUCT_FAMILY} for Outlook`, packs: 34, seatsBought: 310, seatsUsed: 151, seatsIdle: 47 },
    { productId: 3, name: `${PRODUCT_FAMILY} Business`, packs: 76, seatsBought: 980, seatsUsed: 905, seatsIdle: 96 },
    { productId: 7, name: `${PRODUCT_FAMILY} Assistant`, packs: 21, seatsBought: 220, seatsUsed: 64, seatsIdle: 12 },
    { productId: 8, name: `${PRODUCT_FAMILY} Basic`, packs: 15, seatsBought: 90, seatsUsed: 88, seatsIdle: 31 },
    { productId: 9, name: `${PRODUCT_FAMILY} On-Prem`, packs: 6, seatsBought: 400, seatsUsed: 0, seatsIdle: 0 },
  ],
  expiring: [
    { withinDays: 30, packs: 9, seats: 72 },
    { withinDays: 60, packs: 17, seats: 160 },
    { withinDays: 90, packs: 28, seats: 301 },
  ],
};

/** The demo manager's two packs: a Business pack of 5 seats (3 used, 1 idle) ending soon and a Standard pack. */
const fakeDashboardManaged: Dashboard = {
  scope: 'managed',
  today: todayIso,
  products: [
    { productId: 1, name: `${PRODUCT_FAMILY} Standard`, packs: 1, seatsBought: 10, seatsUsed: 2, seatsIdle: 0 },
    { productId: 3, name: `${PRODUCT_FAMILY} Business`, packs: 1, seatsBought: 5, seatsUsed: 3, seatsIdle: 1 },
  ],
  expiring: [
    { withinDays: 30, packs: 0, seats: 0 },
    { withinDays: 60, packs: 1, seats: 5 },
    { withinDays: 90, packs: 1, seats: 5 },
  ],
};

/** A dashboard with no active pack: what a manager whose packs have all ended reads. */
const fakeDashboardEmpty: Dashboard = {
  scope: 'managed',
  today: todayIso,
  products: [],
  expiring: [30, 60, 90].map((withinDays) => ({ withinDays: withinDays as 30 | 60 | 90, packs: 0, seats: 0 })),
};

/**
 * Seats at a glance in memory, as the server answers it: the administrator every pack, the demo manager their two
 * packs, anyone else 403 ('Access Denied'), 401 signed out.
 */
function createFakeDashboardApi(
  actor: () => { administrator: boolean; email: string | null } | null,
  wait: () => Promise<void>,
): DashboardApi {
  return {
    dashboard: async () => {
      await wait();
      const signedIn = actor();
      if (!signedIn) throw new ApiError(401, messages.auth.notSignedIn);
      if (signedIn.administrator) return structuredClone(fakeDashboardAll);
      if (signedIn.email === FAKE_MANAGER_EMAIL) return structuredClone(fakeDashboardManaged);
      throw new ApiError(403, messages.app.accessDenied);
    },
  };
}

export { createFakeDashboardApi, fakeDashboardAll, fakeDashboardEmpty, fakeDashboardManaged };
