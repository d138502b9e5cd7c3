/** Where log lines go: standard output, or a test's capture. */
export interface LogDestination {
  write(line: string): unknown;
}

/**
 * Query parameters that carry a credential: the reset token and new password (`t`, `p`), verification and
 * one-time codes, OpenID Connect's code and state, SSO assertions, and the usual token names.
 */
const SECRET_PARAMETERS = [
  't',
  'p',
  'code',
  'token',
  'password',
  'state',
  'assertion',
  'jwt',
  'id_token',
  'access_token',
  'refresh_token',
  'client_secret',
];

// A value ends at the next parameter, fragment, space or the closing quote of the JSON string it sits in.
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_PARAMETERS.join('|')})=)(?:[^&#\\s"\\\\]|\\\\.)*`, 'gi');
// A JWT anywhere, e.g. an SSO site's request token in the path of /account/login/referer/{token}.
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;

/** The line with every credential in it replaced by `[redacted]`. */
export function redactSecrets(line: string): string {
  return line.replace(SECRET_QUERY, '$1[redacted]').replace(JWT, '[redacted]');
}

/**
 * The server's logger: every line, whoever writes it (request lines, error lines, Fastify's own), passes
 * through redactSecrets on its way out, so no URL, error message or route of ours can leak a credential.
 */
export function loggerOptions(destination: LogDestination = process.stdout) {
  return {
    level: 'info',
    stream: { write: (line: string) => destination.write(redactSecrets(line)) },
  };
}
