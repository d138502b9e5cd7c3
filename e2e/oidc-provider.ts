// The journeys' OpenID Connect provider: the same real oidc-provider the server tests use, on a fixed port,
// knowing one identity (login `workplace-uma`) whose verified e-mail is the demo user's.
import { startTestProvider } from '../apps/server/src/test-support/oidc-provider.ts';
import { oidcJourney } from './tests/fixtures.ts';

const provider = await startTestProvider({
  redirectUri: `${oidcJourney.consoleUrl}/signin-oidc/workplace`,
  claimsInIdToken: true,
  port: oidcJourney.providerPort,
});
provider.accounts.set(oidcJourney.login, { email: oidcJourney.email, email_verified: true });
process.stdout.write(`OpenID provider for the journeys at ${provider.issuer}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => provider.close().then(() => process.exit(0)));
}
