import { wayfindingMessages } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { Page, styleScope } from '@license-console/ui';
import { WayBack } from './way-back.tsx';

/** A screen the signed-in user may not use (spec §6): its title, 'Access Denied', why, and the way back home. */
function AccessDenied({ title, className }: { title: string; className?: string }) {
  return (
    <Page title={title} className={className} {...styleScope}>
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-lead">
          {messages.app.accessDenied}
        </p>
        <WayBack hint={wayfindingMessages.accessDeniedHint} />
      </div>
    </Page>
  );
}

export { AccessDenied };
