import { type CallDefinition, changesState } from '@license-console/domain';
import type { JsonSchema } from './openapi-schemas.ts';
import type { Access } from './session.ts';

// The OpenAPI document's versions and errors: what a read's ETag and a write's If-Match say, and which error answers
// each route lists, with their headers.

const ETAG_DESCRIPTION =
  'The record\'s version, a strong ETag (such as `"v3"`); send it as If-Match with a write based on what was read.';

/** A versioned write's or delete's If-Match header and its 412, as preconditionFailedSchema describes it. */
const IF_MATCH_PARAMETER: JsonSchema = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The ETag of the record the write or delete is based on (or `*`). When the record has changed since, nothing ' +
    'is written or deleted and the answer is 412. Without it the call applies as it always did: the last write wins.',
  schema: { type: 'string' },
};

function preconditionFailedResponse(): JsonSchema {
  return {
    description:
      'The record changed after the If-Match version: nothing was written or deleted. The body holds the current ' +
      '`version`, its `etag` (send it as If-Match to write on top of it), the `current` record, and `changedBy` / ' +
      '`changedAt`.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/PreconditionFailed' } } },
  };
}

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'The request breaks a rule; `message` says which, `fields` names each field refused.',
  '401': 'Not signed in (or the verification code is still due), or an API token that is unknown, revoked or expired.',
  '403': 'Signed in, but not allowed (`Access Denied`), or a request from another site.',
  '404': 'No such record, or one the caller may not see.',
  '408': 'The request body did not arrive in time; nothing was changed.',
  '409': 'Another change came first; `message` says what happened.',
  '413': 'The request body is larger than the call takes; nothing was read or changed.',
  '414': 'A path parameter is longer than any the call takes; nothing was read or changed.',
  '415': 'The body is not of the media type the call takes; nothing was changed.',
  '429': 'Too many attempts; `Retry-After` says when to try again.',
  '500': 'Something failed on the server; the answer says nothing of its cause, and the log has it.',
  '503':
    'The database is briefly unavailable (or the server is stopping); nothing was kept. Try again after `Retry-After`.',
};

const RETRY_AFTER: JsonSchema = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 0 },
};

/** The headers an error answer declares: the 401's challenge (RFC 6750), the 429's and 503's wait. */
const ERROR_HEADERS: Record<string, Record<string, JsonSchema>> = {
  '401': {
    'WWW-Authenticate': {
      description:
        'The challenge: `Bearer realm="License Console"`, with `error="invalid_token"` for a refused API token.',
      schema: { type: 'string' },
    },
  },
  '429': { 'Retry-After': RETRY_AFTER },
  '503': { 'Retry-After': RETRY_AFTER },
};

const PUBLIC_401 =
  'An API token that is unknown, revoked or expired (the call needs no session, but refuses a bad token).';

const DEACTIVATED_403 = 'The account has been deactivated, or a request from another site.';

const SIGN_IN_REFUSALS: Record<string, string> = {
  '401': 'The e-mail address or the password is wrong (the same answer for either), or a refused API token.',
  '403': `${DEACTIVATED_403} A deactivated account is told so only after the right password.`,
  '423':
    'The password has expired, or an administrator requires a new one: a link to set a new one was mailed, and ' +
    'nothing else is allowed until then.',
};

/** A person's page: who may not act (403) and what refuses a change (409); anyone who may not read the person 404. */
const PERSON_404 = 'No such person, or one the caller may not read (the same answer for either).';
const PERSON_ADMINISTRATORS_403 =
  "A pack's manager who may read the person, but not make this call (administrators only), or a request from " +
  'another site.';
const PERSON_HELP_403 =
  "A pack's manager acting on an administrator's account (administrators only), or a request from another site.";

const SEAT_PLAN_409 =
  'Another change came first: a pack changed by another call, or a seat-shrink plan (revokeUsageIds) that no longer ' +
  'fits the pack (users assigned or revoked since it was made), whose answer adds the counts of SeatPlanConflict. ' +
  'Nothing was changed.';

/** The errors only some calls answer, beyond those every call of their kind can (the sign-in entrances' 401 and 423). */
const CALL_ERRORS: Record<string, Record<string, string>> = {
  authenticate: SIGN_IN_REFUSALS,
  authenticateLegacy: SIGN_IN_REFUSALS,
  accountExternalLogin: SIGN_IN_REFUSALS,
  authenticateZendesk: SIGN_IN_REFUSALS,
  externalAuthenticate: SIGN_IN_REFUSALS,
  externalLoginCheckToken: { '403': DEACTIVATED_403 },
  acceptAdminHandover: { '410': 'The handover link has expired; the pack keeps its administrator.' },
  getPerson: { '404': PERSON_404 },
  signOutEverywhere: { '403': PERSON_HELP_403, '404': PERSON_404 },
  resendSetPassword: {
    '403': PERSON_HELP_403,
    '404': PERSON_404,
    '409': 'The person has set a password already (`hasPassword`), or the account is deactivated: nothing was mailed.',
  },
  forcePasswordChange: {
    '403': PERSON_ADMINISTRATORS_403,
    '404': PERSON_404,
    '409': 'The person has no password yet, or a new one is already required.',
  },
  deactivatePerson: {
    '400': "The caller's own account (`notYourself`).",
    '403': PERSON_ADMINISTRATORS_403,
    '404': PERSON_404,
    '409': 'The account is already deactivated (of two deactivations at once, the second).',
  },
  reactivatePerson: {
    '403': PERSON_ADMINISTRATORS_403,
    '404': PERSON_404,
    '409': 'The account is not deactivated.',
  },
  updateLicense: { '409': SEAT_PLAN_409 },
  updateLicenseLegacy: { '409': SEAT_PLAN_409 },
  renewLicense: { '409': SEAT_PLAN_409 },
};

/**
 * The errors a route can answer: every call a rule's 400, a 401 (a bad API token, or no session), a 404, a 409, a
 * 500 and the 429 and 503 that wait; a call for the signed-in the 403; a call that changes state the cross-site
 * 403; a call that may have a body (any but a GET) the 408, 413 and 415 of a body late, too large or of another type; a call with a path parameter the 414 of one too long; and
 * what only some calls answer (CALL_ERRORS).
 */
function errorResponses(
  access: Access,
  routes: readonly { name: string; call: CallDefinition }[],
): Record<string, JsonSchema> {
  const statuses = new Map(
    ['400', '404', '409', '429', '500', '503'].map((status) => [status, ERROR_RESPONSES[status]!]),
  );
  const add = (status: string) => statuses.set(status, ERROR_RESPONSES[status]!);
  // An API token is read wherever one is sent: a call that needs no session still refuses a bad one.
  if (access === 'public') statuses.set('401', PUBLIC_401);
  else add('401');
  if (access !== 'public' || routes.some(({ call }) => changesState(call))) add('403');
  // A body sent to any call but a GET is read, whether or not the call takes one.
  if (routes.some(({ call }) => call.body || call.method !== 'GET'))
    for (const status of ['408', '413', '415']) add(status);
  if (routes.some(({ call }) => call.path.includes('{'))) add('414');
  for (const { name } of routes)
    for (const [status, text] of Object.entries(CALL_ERRORS[name] ?? {})) statuses.set(status, text);
  return Object.fromEntries(
    [...statuses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, description]) => [
        status,
        {
          description,
          ...(ERROR_HEADERS[status] ? { headers: ERROR_HEADERS[status] } : {}),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      ]),
  );
}

export { ETAG_DESCRIPTION, errorResponses, IF_MATCH_PARAMETER, preconditionFailedResponse };
