import type { PasswordPolicyImpact, PasswordSettings } from '@license-console/domain';
import type { Tagged } from '../api/versions.ts';

/**
 * The password policy calls (spec §7 PasswordSettings: an isManager user's policy for every user of their packs), one
 * method per call, named as the contract names it.
 */
interface PasswordSettingsApi {
  /** GET /api/PasswordSettings/CurrentUser: the policy an isManager user set (or the one that applies). */
  passwordSettingsCurrentUser(): Promise<PasswordSettings>;
  /** The same read for the policy screen: an isManager user's own policy with its ETag (none for anyone else). */
  passwordSettingsForEdit(): Promise<Tagged<PasswordSettings>>;
  /** POST /api/PasswordSettings: saves an isManager user's policy; with `ifMatch` (the ETag its edit read) a policy saved since is refused with 412. */
  savePasswordSettings(settings: PasswordSettings, ifMatch?: string | null): Promise<PasswordSettings>;
  /** POST /api/PasswordSettings/Impact: how many users a proposed policy would make change their password. */
  passwordPolicyImpact(settings: PasswordSettings): Promise<PasswordPolicyImpact>;
}

export type { PasswordSettingsApi };
