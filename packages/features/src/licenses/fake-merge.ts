import { asUsDate, compareUsDates, mergeRefusal } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';

/** The day before an MM/DD/YYYY day. */
function previousDay(date: string): string {
  const [month, day, year] = date.split('/').map(Number) as [number, number, number];
  return asUsDate(new Date(year, month - 1, day - 1));
}

/** What a merge reads and changes of a fake pack. */
interface FakeMergedPack {
  productId: number;
  userCount: number;
  usedCount: number;
  endDate: string;
  usageEmails: string[];
}

/**
 * A merge worked out on copies of the fake's packs, as the server works it out: the main pack takes every seat and
 * every user, a user in several packs keeping one seat (the main pack's first); the merged packs end yesterday with
 * no users. Refused (the server's 400s) when nothing else is chosen or users would land in an On-Prem pack.
 */
function workOutFakeMerge<T extends FakeMergedPack>(main: T, merged: readonly T[], today: string) {
  if (merged.length === 0) throw new ApiError(400, messages.merge.nothingToMerge);
  const refusal = mergeRefusal(main, merged);
  if (refusal) throw new ApiError(400, refusal, { fields: { EncryptedUsageIds: refusal } });
  const kept = new Map(main.usageEmails.map((email) => [email.toLowerCase(), email]));
  const duplicates = new Map<string, string>();
  for (const email of merged.flatMap((license) => license.usageEmails)) {
    if (kept.has(email.toLowerCase())) duplicates.set(email.toLowerCase(), email);
    else kept.set(email.toLowerCase(), email);
  }
  const yesterday = previousDay(today);
  const usageEmails = [...kept.values()];
  return {
    main: {
      ...main,
      userCount: merged.reduce((seats, license) => seats + license.userCount, main.userCount),
      usedCount: merged.reduce((used, license) => used + license.usedCount, main.usedCount) - duplicates.size,
      usageEmails,
    },
    merged: merged.map((license) => ({
      ...license,
      usedCount: 0,
      usageEmails: [],
      endDate: compareUsDates(license.endDate, yesterday) > 0 ? yesterday : license.endDate,
    })),
    duplicates: [...duplicates.values()],
  };
}

export { workOutFakeMerge };
