import type { CurrentUser } from '@license-console/domain';
import { FailedMessages } from '@license-console/features';

/** /failed-messages: the e-mail and SMS that failed for good, with Retry; administrators only, by URL too. */
export default function FailedMessagesSection({ user }: { user: CurrentUser }) {
  return <FailedMessages user={user} />;
}
