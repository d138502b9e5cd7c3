import { type PersonSignIn, peopleMessages as text } from '@license-console/domain';
import { Badge } from '@license-console/ui';
import type * as React from 'react';
import { dayUtc, minuteUtc } from '../shared/instants.ts';

/** One term of the sign-in list and what it says. */
function Term({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-border border-b py-3 last:border-b-0 md:grid-cols-[11rem_1fr] md:gap-4">
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="flex min-w-0 flex-col items-start gap-1">{children}</dd>
    </div>
  );
}

/**
 * How the person signs in, as a description list: password (set or not yet, a new one required, the identity
 * provider too), the verification code, the last sign-in, the open sessions, the lock and whether the account is
 * active.
 */
function PersonSignInList({ signIn }: { signIn: PersonSignIn }) {
  return (
    <dl className="flex flex-col">
      <Term term={text.password}>
        <span>
          {signIn.hasPassword
            ? text.passwordSet(signIn.passwordChanged ? dayUtc(signIn.passwordChanged) : text.noRole)
            : text.passwordNotSet}
        </span>
        {signIn.mustChangePassword ? (
          <Badge variant="warning" className="whitespace-normal rounded-md">
            {text.mustChangePassword}
          </Badge>
        ) : null}
        {signIn.external ? <span className="text-muted-foreground">{text.external}</span> : null}
      </Term>
      <Term term={text.twoFactor}>{signIn.twoFactor ? text.twoFactorOn : text.twoFactorOff}</Term>
      <Term term={text.lastSignIn}>
        {signIn.lastSignIn ? (
          <time dateTime={signIn.lastSignIn}>{minuteUtc(signIn.lastSignIn)}</time>
        ) : (
          text.neverSignedIn
        )}
      </Term>
      <Term term={text.activeSessions}>
        <span className="tabular-nums">{signIn.activeSessions.toLocaleString('en-US')}</span>
      </Term>
      <Term term={text.lock}>
        {signIn.lockedUntil ? (
          <Badge variant="warning" className="whitespace-normal rounded-md">
            {text.lockedUntil(minuteUtc(signIn.lockedUntil))}
          </Badge>
        ) : (
          text.notLocked
        )}
      </Term>
      <Term term={text.status}>
        {signIn.deactivated ? (
          <Badge variant="destructive" className="whitespace-normal rounded-md">
            {text.deactivatedSince(minuteUtc(signIn.deactivated))}
          </Badge>
        ) : (
          <Badge variant="success">{text.active}</Badge>
        )}
      </Term>
    </dl>
  );
}

export { PersonSignInList };
