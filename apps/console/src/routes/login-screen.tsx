import type { CurrentUser } from '@license-console/domain';
import { authStrings, LoginForm, SignedOutLayout } from '@license-console/features';
import { useLocation } from 'react-router';
import { RouterLink } from '../router-link.tsx';

type LoginNoticeKind = 'password-reset' | 'inactivity' | 'session-ended';

/** Navigation state a screen leaves for the login (after a password reset, say). */
interface LoginNotice {
  notice?: LoginNoticeKind;
}

const NOTICES = {
  'password-reset': { text: authStrings.passwordResetNotice, tone: 'success' },
  inactivity: { text: authStrings.inactivityNotice, tone: 'info' },
  'session-ended': { text: authStrings.sessionEndedNotice, tone: 'info' },
} as const;

interface LoginScreenProps {
  onSignedIn?: (user: CurrentUser) => void;
  /** The note this route always shows; else the one the navigation state names. */
  notice?: LoginNoticeKind;
}

function LoginScreen({ onSignedIn, notice: routeNotice }: LoginScreenProps) {
  const state = useLocation().state as LoginNotice | null;
  const notice = routeNotice ?? state?.notice;
  return (
    <SignedOutLayout>
      <LoginForm
        onSignedIn={onSignedIn}
        linkComponent={RouterLink}
        notice={notice ? NOTICES[notice].text : undefined}
        noticeTone={notice ? NOTICES[notice].tone : undefined}
      />
    </SignedOutLayout>
  );
}

export { type LoginNotice, LoginScreen };
