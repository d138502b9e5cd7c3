import * as messages from '@license-console/domain/messages';

/** Spec §8: what the console says when a request left but no answer came back. */
const NO_RESPONSE_MESSAGE = messages.transport.noResponse;

/** An error answer of the API: its status and the message of its body (or its text). */
class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  /** The parsed answer body, when there was one. */
  readonly body: unknown;
  /** Per-field messages of a request that failed validation. */
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** True when the transport already acted on it (navigated to /login, /404 or /500): show nothing more. */
  readonly handled: boolean;

  constructor(
    status: number,
    message: string,
    options: { body?: unknown; fields?: Record<string, string>; handled?: boolean } = {},
  ) {
    super(message);
    this.status = status;
    this.body = options.body;
    this.fields = options.fields;
    this.handled = options.handled ?? false;
  }
}

/** Spec §8: a 403 answer becomes this error; what the user sees is up to the screen. */
class ForbiddenError extends ApiError {
  override readonly name: string = 'ForbiddenError';
}

/** Spec §8: the request was sent but nothing answered (network down, server gone, CORS refusal). */
class NoResponseError extends Error {
  override readonly name: string = 'NoResponseError';

  constructor(options?: { cause?: unknown }) {
    super(NO_RESPONSE_MESSAGE, options);
  }
}

/** The answer did not match the contract's response schema: a server and console out of step. */
class ContractMismatchError extends Error {
  override readonly name: string = 'ContractMismatchError';
}

function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export { ApiError, ContractMismatchError, ForbiddenError, isApiError, NO_RESPONSE_MESSAGE, NoResponseError };
