import type { Person } from '@license-console/domain';

/**
 * A person's page (designed whole), one method per call, named as the contract names it. Someone the caller may not
 * read answers 404 as an unknown id does.
 */
interface PeopleApi {
  /** GET /api/People/{userId}: the account, its sign-in state, the seats the caller may see and the actions allowed. */
  getPerson(userId: string): Promise<Person>;
  /** POST /api/People/{userId}/SignOutEverywhere: ends every console session of the person; how many ended. */
  signOutEverywhere(userId: string): Promise<{ signedOut: number }>;
  /** POST /api/People/{userId}/ForcePasswordChange: the next sign-in must choose a new password. */
  forcePasswordChange(userId: string): Promise<void>;
  /** POST /api/People/{userId}/ResendSetPassword: mails a new set-password link; earlier ones stop working. */
  resendSetPassword(userId: string): Promise<void>;
  /** POST /api/People/{userId}/Deactivate: the account cannot sign in; its seats are kept. The person as now. */
  deactivatePerson(userId: string): Promise<Person>;
  /** POST /api/People/{userId}/Reactivate: the account may sign in again. The person as now. */
  reactivatePerson(userId: string): Promise<Person>;
}

export type { PeopleApi };
