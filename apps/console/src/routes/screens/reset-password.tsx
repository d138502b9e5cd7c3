import { sessionPaths } from '@license-console/domain';
import { ResetPassword, SignedOutLayout, useSessionStore } from '@license-console/features';
import { useNavigate, useSearchParams } from 'react-router';
import { RouterLink } from '../../router-link.tsx';
import type { LoginNotice } from '../login-screen.tsx';

/**
 * /ResetPassword?token=… (spec §2.3). The reset ends every session of the account, this browser's too when it is
 * the same person, so the session is read again before going to /.
 */
export default function ResetPasswordScreen({ inShell = false }: { inShell?: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSessionStore();
  const widget = (
    <ResetPassword
      token={params.get('token') ?? params.get('t')}
      linkComponent={RouterLink}
      onReset={() => {
        void session.refresh();
        navigate(sessionPaths.home, { replace: true, state: { notice: 'password-reset' } satisfies LoginNotice });
      }}
    />
  );
  if (inShell) return <div className="flex justify-center py-6">{widget}</div>;
  return <SignedOutLayout>{widget}</SignedOutLayout>;
}
