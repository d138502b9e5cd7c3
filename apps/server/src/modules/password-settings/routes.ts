import { contract } from '@license-console/domain';
import { answerVersioned } from '../../lib/row-versions.ts';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import type { PasswordSettingsService } from './service.ts';

/** The server side of the password-settings screen's calls (spec §2.10); who may save is the service's rule. */
export function passwordSettingsRoutes(passwordSettings: PasswordSettingsService): ContractRoute[] {
  return [
    // A manager's own policy answers its version; a policy that only applies (no one edits it here) has none.
    serve(contract.passwordSettingsCurrentUser, 'user', async ({ session, reply }) => {
      const settings = await passwordSettings.passwordSettingsCurrentUser(session!.user);
      return 'rowVersion' in settings ? answerVersioned(reply, settings) : settings;
    }),
    serve(contract.savePasswordSettings, 'user', async ({ session, body, precondition, reply }) =>
      answerVersioned(reply, await passwordSettings.savePasswordSettings(session!.user, body, precondition)),
    ),
    serve(contract.passwordPolicyImpact, 'user', ({ session, body }) =>
      passwordSettings.passwordPolicyImpact(session!.user, body),
    ),
  ];
}
