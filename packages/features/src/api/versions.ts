import { type PreconditionFailed, preconditionFailedSchema } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError, isApiError } from './errors.ts';

/**
 * A record as a form loaded it, with the ETag its read answered (null: none came). The form keeps the ETag with what
 * it shows, and its save sends it back as If-Match: a save based on what someone else has since replaced is refused
 * (412) instead of silently undoing their change.
 */
interface Tagged<T> {
  value: T;
  etag: string | null;
}

/** The 412 of a save based on a version someone else's change replaced, or null for any other failure. */
function staleWriteOf(error: unknown): PreconditionFailed | null {
  if (!isApiError(error, 412)) return null;
  const parsed = preconditionFailedSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** The server's 412 as the fake adapters answer it: the record as it is now, its version, and its last change. */
function staleWriteError(
  current: object,
  version: number,
  changedBy: string | null,
  changedAt: string | null,
): ApiError {
  const message = messages.server.preconditionFailed;
  const body = {
    statusCode: 412,
    error: 'Precondition Failed',
    message,
    version,
    etag: `"v${version}"`,
    current,
    changedBy,
    changedAt,
  };
  return new ApiError(412, message, { body });
}

export { staleWriteError, staleWriteOf, type Tagged };
