/**
 * The ConsoleApi over HTTP: every resource's adapter over one transport. Above the resource folders, which it
 * composes, so none of them (nor `api/`, which they all share) depends on it.
 */
export { createHttpConsoleApi, type HttpConsoleApiOptions } from './http-console-api.ts';
