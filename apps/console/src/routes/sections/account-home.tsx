import type { CurrentUser } from '@license-console/domain';
import { homeTitle, PasswordSettingsForm, UserForm } from '@license-console/features';
import { RouterLink } from '../../router-link.tsx';

/** The home's MyAccount and PasswordSettings details (spec §2.1): the profile and the password-settings screens. */
export default function AccountHome({ user, detail }: { user: CurrentUser; detail: 'myaccount' | 'passwordsettings' }) {
  if (detail === 'passwordsettings') return <PasswordSettingsForm user={user} title={homeTitle('PasswordSettings')} />;
  return <UserForm mode="profile" user={user} linkComponent={RouterLink} />;
}
