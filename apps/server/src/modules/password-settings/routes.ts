import { contract } from '@license-console/domain';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import type { PasswordSettingsService } from './service.ts';

/** The server side of the password-settings screen's calls (spec §2.10); who may save is the service's rule. */
export function passwordSettingsRoutes(passwordSettings: PasswordSettingsService): ContractRoute[] {
  return [
    serve(contract.passwordSettingsCurrentUser, 'user', ({ session }) =>
      passwordSettings.passwordSettingsCurrentUser(session!.user),
    ),
    serve(contract.savePasswordSettings, 'user', ({ session, body }) =>
      passwordSettings.savePasswordSettings(session!.user, body),
    ),
    serve(contract.passwordPolicyImpact, 'user', ({ session, body }) =>
      passwordSettings.passwordPolicyImpact(session!.user, body),
    ),
  ];
}
