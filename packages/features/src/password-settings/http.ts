import { passwordSettingsCalls } from '@license-console/domain';
import type { Transport } from '../api/transport.ts';
import type { PasswordSettingsApi } from './api.ts';

/** The password policy calls over HTTP; loaded on first use by createHttpConsoleApi. */
function createHttpPasswordSettingsApi({ callContract, callContractWithHeaders }: Transport): PasswordSettingsApi {
  return {
    passwordSettingsCurrentUser: () => callContract(passwordSettingsCalls.passwordSettingsCurrentUser),
    passwordSettingsForEdit: async () => {
      const { data, headers } = await callContractWithHeaders(passwordSettingsCalls.passwordSettingsCurrentUser);
      return { value: data, etag: headers.get('etag') };
    },
    savePasswordSettings: (settings, ifMatch) =>
      callContract(passwordSettingsCalls.savePasswordSettings, { body: settings, ifMatch }),
    passwordPolicyImpact: (settings) => callContract(passwordSettingsCalls.passwordPolicyImpact, { body: settings }),
  };
}

export { createHttpPasswordSettingsApi };
