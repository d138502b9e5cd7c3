import { messages } from '@license-console/domain';
import { Page, styleScope } from '@license-console/ui';

/** A screen the signed-in user may not use (spec §6): its title and 'Access Denied', nothing else. */
function AccessDenied({ title, className }: { title: string; className?: string }) {
  return (
    <Page title={title} className={className} {...styleScope}>
      <p role="alert" className="text-lead">
        {messages.app.accessDenied}
      </p>
    </Page>
  );
}

export { AccessDenied };
