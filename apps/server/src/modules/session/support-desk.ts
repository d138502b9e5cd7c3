import { randomBytes, randomUUID } from 'node:crypto';
import { messages } from '@license-console/domain';
import { SignJWT } from 'jose';
import { HttpError } from '../../lib/http-error.ts';
import type { SessionContext } from '../../plugins/session.ts';
import { displayName } from '../users/service.ts';
import type { CredentialCheck } from './password-check.ts';

/** How long the support desk accepts the token. */
export const SUPPORT_DESK_TOKEN_SECONDS = 5 * 60;

export interface SupportDeskDeps {
  checkCredentials: CredentialCheck;
  /** The HS256 secret shared with the support desk (SUPPORT_DESK_JWT_SECRET). */
  secret: string | undefined;
  production: boolean;
  log: { warn(message: string): void };
}

/**
 * Support-desk sign-in: after the same password check as the console's sign-in, answers `jwt=<token>`, an HS256
 * JWT the browser then posts to the support desk, which verifies it with the shared secret.
 */
export function createSupportDeskService(deps: SupportDeskDeps) {
  let key: Uint8Array | null = deps.secret ? new TextEncoder().encode(deps.secret) : null;
  if (!key && !deps.production) {
    key = randomBytes(32);
    deps.log.warn(
      'SUPPORT_DESK_JWT_SECRET is not set: support-desk tokens are signed with a random per-process secret ' +
        'that no support desk knows (development only; production refuses support-desk sign-in without it)',
    );
  }

  return {
    async authenticateZendesk(email: string, password: string, address: string, session: SessionContext | null) {
      if (!key) throw new HttpError(503, messages.auth.supportDeskNotConfigured);
      const account = await deps.checkCredentials(email, password, address, session);
      const token = await new SignJWT({ email: account.email, name: displayName(account) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${SUPPORT_DESK_TOKEN_SECONDS}s`)
        .setJti(randomUUID())
        .sign(key);
      return `jwt=${token}`;
    },
  };
}

export type SupportDeskService = ReturnType<typeof createSupportDeskService>;
