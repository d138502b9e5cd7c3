import type { NavigationProps } from '../shared/app-link.tsx';
import { LoginFormView } from './login-form.tsx';
import { authStrings } from './strings.ts';
import { type UseExternalSiteLoginOptions, useExternalSiteLogin } from './use-external-site-login.ts';

type ExternalSiteLoginProps = UseExternalSiteLoginOptions & NavigationProps & { className?: string };

/** The login screen an external (SSO) site sends its users to; on success the browser goes back to the site. */
function ExternalSiteLogin({ tokenExternalId, onRedirect, defaultValues, ...props }: ExternalSiteLoginProps) {
  const controller = useExternalSiteLogin({ tokenExternalId, onRedirect, defaultValues });
  return (
    <LoginFormView
      {...controller}
      {...props}
      description={authStrings.externalSiteIntro}
      showRememberPassword={false}
    />
  );
}

export { ExternalSiteLogin, type ExternalSiteLoginProps };
