/** An account the journeys' database is prepared with (e2e/prepare-database.ts): its password expired long ago. */
export const expiredAccount = { email: 'expired.journey@example.com', password: 'Expired!2345' } as const;

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
