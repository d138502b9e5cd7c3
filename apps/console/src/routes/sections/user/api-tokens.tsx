import type { CurrentUser } from '@license-console/domain';
import { ApiTokens } from '@license-console/features';

/** My Profile's API tokens, a chunk of its own: drawn below the profile once its code is here. */
export default function ApiTokensSection({ user }: { user: CurrentUser }) {
  return <ApiTokens user={user} />;
}
