// The session calls' definitions (their zod schemas), loaded only to check an answer: see http.ts.
export { sessionCalls } from '@license-console/domain';
