import type { CurrentUser } from '@license-console/domain';
import { Button, Dialog, DialogClose, DialogContent, DialogFooter } from '@license-console/ui';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { DialogHeading } from '../shared/dialog-heading.tsx';
import { MY_ACCOUNT_PATH, shellStrings } from './strings.ts';
import { type CountryPromptController, useCountryPrompt } from './use-country-prompt.ts';

const strings = shellStrings.countryPrompt;

type CountryPromptViewProps = CountryPromptController & NavigationProps;

/** Spec §2.2: the dialog asking a user without a country to add one: 'Update Country' or 'Maybe Later'. */
function CountryPromptView({ open, onOpenChange, close, linkComponent, onNavigate }: CountryPromptViewProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="country-prompt">
        <DialogHeading title={strings.title} description={strings.text} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{strings.maybeLater}</Button>
          </DialogClose>
          <Button asChild>
            <AppLink href={MY_ACCOUNT_PATH} linkComponent={linkComponent} onNavigate={onNavigate} onClick={close}>
              {strings.updateCountry}
            </AppLink>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type CountryPromptProps = { user: Pick<CurrentUser, 'countryCode'> } & NavigationProps;

/** The country dialog widget, shown once per sign-in to a user without a country. */
function CountryPrompt({ user, ...props }: CountryPromptProps) {
  const controller = useCountryPrompt({ user });
  return <CountryPromptView {...controller} {...props} />;
}

export { CountryPrompt, type CountryPromptProps, CountryPromptView, type CountryPromptViewProps };
