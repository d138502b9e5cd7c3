import type { NavigationProps } from '../shared/app-link.tsx';
import { LoginFormView } from './login-form.tsx';
import { authStrings } from './strings.ts';
import { type UseSupportDeskLoginOptions, useSupportDeskLogin } from './use-support-desk-login.ts';

type SupportDeskLoginProps = UseSupportDeskLoginOptions & NavigationProps & { className?: string };

/** The login the support desk sends its visitors to; on success the browser posts the token to the desk. */
function SupportDeskLogin({ returnTo, onForward, defaultValues, ...props }: SupportDeskLoginProps) {
  const controller = useSupportDeskLogin({ returnTo, onForward, defaultValues });
  return (
    <LoginFormView {...controller} {...props} description={authStrings.supportDeskIntro} showRememberPassword={false} />
  );
}

export { SupportDeskLogin, type SupportDeskLoginProps };
