/** An account the journeys' database is prepared with (e2e/prepare-database.ts): its password expired long ago. */
export const expiredAccount = { email: 'expired.journey@example.com', password: 'Expired!2345' } as const;
