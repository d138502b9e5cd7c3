// How the console writes an instant (an ISO 8601 answer of the server): in UTC, the same for every reader.

import { todayUsDate } from '@license-console/domain';

/** An ISO instant to the minute, the same for every reader: '2026-03-09 08:14 UTC'. */
function minuteUtc(instant: string): string {
  return `${instant.slice(0, 16).replace('T', ' ')} UTC`;
}

/** An ISO instant to the second, the same for every reader: '2030-01-15 10:31:05 UTC'. */
function secondUtc(instant: string): string {
  return `${instant.slice(0, 19).replace('T', ' ')} UTC`;
}

/** An ISO instant's UTC day as the console's dates are written: MM/DD/YYYY. */
function dayUtc(instant: string): string {
  return todayUsDate(new Date(instant), 'UTC');
}

export { dayUtc, minuteUtc, secondUtc };
