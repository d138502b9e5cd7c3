import { type CurrentUser, idleSeatMessages, mayOpen } from '@license-console/domain';
import { Button, cn, styleScope } from '@license-console/ui';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { licenseUsersPaths } from './paths.ts';

/**
 * The home's way to the Idle seats screen, for administrators and isManager users. A module apart from the screen, so
 * that the home loads the link and not the screen (its grid, its revoke dialog).
 */
function IdleSeatsLink({
  user,
  className,
  ...navigation
}: NavigationProps & { user: CurrentUser; className?: string }) {
  if (!mayOpen(user, 'idleSeats')) return null;
  return (
    <div
      data-slot="idle-seats-link"
      {...styleScope}
      className={cn('mx-auto flex w-full max-w-wide justify-end px-gutter', className)}
    >
      <Button asChild variant="secondary">
        <AppLink href={licenseUsersPaths.idleSeats} {...navigation}>
          {idleSeatMessages.link}
        </AppLink>
      </Button>
    </div>
  );
}

export { IdleSeatsLink };
