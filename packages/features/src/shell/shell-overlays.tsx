import { Modal, Toaster } from '@license-console/ui';
import type { NavigationProps } from '../shared/app-link.tsx';
import { CountryPromptView } from './country-prompt.tsx';
import { InactivityWarningView } from './inactivity-warning.tsx';
import { shellStrings } from './strings.ts';
import type { ConsoleShellController } from './use-console-shell.ts';

type ShellOverlaysProps = Pick<
  ConsoleShellController,
  'message' | 'closeMessage' | 'countryPrompt' | 'inactivityWarning' | 'logout'
> &
  NavigationProps & {
    /** Render the page's Toaster (off when the host renders its own). */
    withToaster: boolean;
  };

/**
 * What the shell draws over the page: the message modal, the country dialog after sign-in, the inactivity warning and
 * the toasts. A module of their own, with the dialogs' and toasts' code under them: the shell loads it when one first
 * opens, or while the page is idle (console-shell.tsx), so the first screen after signing in does without it.
 */
function ShellOverlays({
  message,
  closeMessage,
  countryPrompt,
  inactivityWarning,
  logout,
  linkComponent,
  onNavigate,
  withToaster,
}: ShellOverlaysProps) {
  return (
    <>
      <Modal
        open={message !== null}
        onOpenChange={(open) => {
          if (!open) closeMessage();
        }}
        title={message?.title ?? ''}
        message={message?.message ?? ''}
        okLabel={shellStrings.ok}
      />
      <CountryPromptView {...countryPrompt} linkComponent={linkComponent} onNavigate={onNavigate} />
      <InactivityWarningView {...inactivityWarning} logout={logout} />
      {withToaster ? <Toaster /> : null}
    </>
  );
}

export { ShellOverlays };
