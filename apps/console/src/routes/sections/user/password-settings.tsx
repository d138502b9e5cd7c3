import type { CurrentUser } from '@license-console/domain';
import { PasswordSettingsForm } from '@license-console/features';

/** Spec §2.10 Password Setting. */
export default function PasswordSettingsRoute({ user }: { user: CurrentUser }) {
  return <PasswordSettingsForm user={user} />;
}
