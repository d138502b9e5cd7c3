import { Modal } from '@license-console/ui';
import type { NavigationProps } from '../shared/app-link.tsx';
import { CountryPromptView } from './country-prompt.tsx';
import { InactivityWarningView } from './inactivity-warning.tsx';
import { shellStrings } from './strings.ts';
import type { ConsoleShellController } from './use-console-shell.ts';

type ShellOverlaysProps = Pick<
  ConsoleShellController,
  'message' | 'closeMessage' | 'countryPrompt' | 'inactivityWarning' | 'logout'
> &
  NavigationProps;

/**
 * The shell's dialogs: the message modal, the country dialog after sign-in and the inactivity warning. A module of
 * their own, with the dialog code under them: the shell loads it when one first opens, or while the page is idle
 * (console-shell.tsx), so the first screen after signing in does without it.
 */
function ShellOverlays({
  message,
  closeMessage,
  countryPrompt,
  inactivityWarning,
  logout,
  linkComponent,
  onNavigate,
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
    </>
  );
}

export { ShellOverlays };
