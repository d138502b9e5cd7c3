import { z } from 'zod/mini';
import { emailTextSchema, INT32_MAX, lineOfText, opaqueIdSchema } from '../entities/bounds.ts';
import { historyMessages } from '../messages-history.ts';
import { defineCall } from './define.ts';
import { csvFileSchema, queryPageNumber, queryPageSize } from './shared.ts';

/** The longest entity or action name a filter may name: the log's own are far shorter. */
export const AUDIT_NAME_MAX = 60;

/** The page size of the History grid, and of the call when none is asked for. */
export const AUDIT_PAGE_SIZE = 25;

const NAME = /^[a-z0-9._-]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An entity or action name as the log writes them ('license', 'license.create', 'sso_site'). */
const auditNameSchema = lineOfText(AUDIT_NAME_MAX).check(z.regex(NAME, { error: historyMessages.notAName }));

/**
 * A bound of the period: a day (YYYY-MM-DD, the whole day, in UTC) or an ISO 8601 instant, between the years 2000
 * and 9999 so the database reads every value it is given.
 */
export const auditInstantSchema = lineOfText(40).check(
  z.refine((text) => DAY.test(text) || z.iso.datetime({ offset: true }).safeParse(text).success, {
    error: historyMessages.notAnInstant,
    abort: true,
  }),
  z.refine(
    (text) => {
      const time = Date.parse(DAY.test(text) ? `${text}T00:00:00Z` : text);
      return Number.isFinite(time) && time >= Date.UTC(2000, 0, 1) && time < Date.UTC(10000, 0, 1);
    },
    { error: historyMessages.notAnInstant },
  ),
);

/** The filters of the log, as the page and the export take them: every one optional, all of them together. */
export const auditLogFilterSchema = z
  .object({
    licenseId: z.optional(opaqueIdSchema),
    entity: z.optional(auditNameSchema),
    action: z.optional(auditNameSchema),
    actorEmail: z.optional(emailTextSchema),
    from: z.optional(auditInstantSchema),
    to: z.optional(auditInstantSchema),
  })
  .check(
    z.refine((filter) => !filter.from || !filter.to || auditPeriod(filter).from! < auditPeriod(filter).to!, {
      error: historyMessages.rangeReversed,
      path: ['to'],
    }),
  );

export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

/**
 * The period a filter names, as instants: `from` from the start of its day, `to` until the end of its day (the
 * first instant after it), an instant as it is.
 */
export function auditPeriod(filter: Pick<AuditLogFilter, 'from' | 'to'>): { from?: Date; to?: Date } {
  const day = (text: string, next: boolean) => {
    const start = new Date(`${text}T00:00:00Z`);
    if (next) start.setUTCDate(start.getUTCDate() + 1);
    return start;
  };
  const instant = (text: string | undefined, next: boolean) =>
    text === undefined ? undefined : DAY.test(text) ? day(text, next) : new Date(text);
  const period: { from?: Date; to?: Date } = {};
  const from = instant(filter.from, false);
  const to = instant(filter.to, true);
  if (from) period.from = from;
  if (to) period.to = to;
  return period;
}

export const auditLogQuerySchema = z.extend(auditLogFilterSchema, {
  pageNumber: z.optional(queryPageNumber),
  pageSize: z.optional(queryPageSize),
});

/**
 * One change as the log holds it: who (null for the server's own, such as create-admin), when, what, and the fields
 * before and after. Secrets (hashes, tokens, keys, codes) are never written; their place reads '[redacted]'.
 */
export const auditEntrySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  /** When the change was made: an ISO 8601 instant. */
  createdAt: z.string(),
  actorEmail: z.nullable(z.string()),
  actorName: z.nullable(z.string()),
  action: z.string(),
  entity: z.string(),
  entityId: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A page of the log, newest first, and whether an older page follows (no count: the log only grows). */
export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  hasMore: z.boolean(),
  pageNumber: z.number().check(z.int(), z.positive(), z.lte(INT32_MAX)),
});

export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** The history of changes: not in spec §7, designed whole. */
export const auditLogCalls = {
  auditLog: defineCall({
    method: 'GET',
    path: '/api/AuditLog',
    summary: 'One page of the history of changes, newest first, filtered (administrators: all; managers: their packs).',
    query: auditLogQuerySchema,
    response: auditLogPageSchema,
    designed: ['path'],
  }),
  auditLogCsv: defineCall({
    method: 'GET',
    path: '/api/AuditLog/Csv',
    summary: 'Download: the filtered history of changes as CSV, newest first, streamed.',
    query: auditLogFilterSchema,
    response: csvFileSchema,
    responseEncoding: 'file',
    designed: ['path'],
  }),
} as const;
