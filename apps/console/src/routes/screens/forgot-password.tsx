import { ForgotPassword, SignedOutLayout } from '@license-console/features';
import { RouterLink } from '../../router-link.tsx';

/** /ForgotPassword (spec §2.3). */
export default function ForgotPasswordScreen() {
  return (
    <SignedOutLayout>
      <ForgotPassword linkComponent={RouterLink} />
    </SignedOutLayout>
  );
}
