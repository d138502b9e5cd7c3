import { type CurrentUser, type GuardedScreen, mayOpen } from '@license-console/domain';
import { AccessDenied } from '@license-console/features';
import type { ReactNode } from 'react';

/**
 * A section only some may open (the domain's `mayOpen`, which its widgets and the menu ask too): anyone else reads
 * 'Access Denied' under the section's title at every address of it, a form's or an unknown one's alike.
 */
function SectionGuard({
  user,
  screen,
  title,
  children,
}: {
  user: CurrentUser;
  screen: GuardedScreen;
  title: string;
  children: ReactNode;
}) {
  return mayOpen(user, screen) ? children : <AccessDenied title={title} />;
}

export { SectionGuard };
