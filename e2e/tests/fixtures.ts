/** An account the journeys' database is prepared with (e2e/prepare-database.ts): its password expired long ago. */
export const expiredAccount = { email: 'expired.journey@example.com', password: 'Expired!2345' } as const;

/**
 * The idle-seats journey's accounts and seats (e2e/prepare-database.ts): a pack manager whose Standard pack holds seats
 * last used 120 and 95 days ago, one never used since it was assigned 200 days ago, one used 40 days ago and one
 * yesterday; and another customer's two packs, each with a seat idle for years (2,000 and 1,500 days).
 */
export const idleJourney = {
  manager: { email: 'reclaim.owner@example.org', password: 'IdleManager!2345' },
  other: { email: 'reclaim.other@example.org', password: 'IdleOther!2345' },
  managerSeats: [
    { email: 'idle.120@example.org', daysAgo: 120 },
    { email: 'idle.95@example.org', daysAgo: 95 },
    { email: 'idle.never@example.org', daysAgo: null, assignedDaysAgo: 200 },
    { email: 'idle.40@example.org', daysAgo: 40 },
    { email: 'idle.1@example.org', daysAgo: 1 },
  ],
  otherSeats: [
    { email: 'idle.2000@example.org', daysAgo: 2000 },
    { email: 'idle.1500@example.org', daysAgo: 1500 },
  ],
} as const;

/**
 * The seat-shrink journey's pack (e2e/prepare-database.ts): a Standard pack of 5 seats, all taken, administered by an
 * account of the journey's own domain; one seat never used since it was assigned 60 days ago, the others last used 90,
 * 30 and 2 days ago and today.
 */
export const shrinkJourney = {
  administrator: 'owner@shrink-journey.example',
  seats: [
    { email: 'active.today@shrink-journey.example', daysAgo: 0 },
    { email: 'idle.ninety@shrink-journey.example', daysAgo: 90 },
    { email: 'active.two@shrink-journey.example', daysAgo: 2 },
    { email: 'never.used@shrink-journey.example', daysAgo: null, assignedDaysAgo: 60 },
    { email: 'idle.thirty@shrink-journey.example', daysAgo: 30 },
  ],
} as const;

/**
 * The reminders journey's packs (e2e/prepare-database.ts): a Business pack of each of two administrators of the
 * journey's own domain, ending `daysLeft` days after the server starts, whose first reminders pass runs at its start;
 * one administrator keeps the reminders on, the other turned them off on My Profile.
 */
export const reminderJourney = {
  reminded: { email: 'reminded@reminder-journey.example', password: 'Reminded!2345' },
  quiet: { email: 'quiet@reminder-journey.example', password: 'QuietOwner!2345' },
  daysLeft: 7,
} as const;

const consolePort = Number(process.env.E2E_PORT ?? 3100);

/** The journeys' OpenID Connect provider (e2e/oidc-provider.ts) and the identity it signs in. */
export const oidcJourney = {
  providerPort: consolePort + 1,
  consoleUrl: `http://localhost:${consolePort}`,
  clientId: 'license-console',
  clientSecret: 'a-test-client-secret-that-is-long-enough-for-hs256',
  login: 'workplace-uma',
  email: 'user@example.com',
} as const;
