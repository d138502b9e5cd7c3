/**
 * The console's words for the history of changes (the audit log), none of them spelled out by the spec, so all
 * designed: the call's refusals of a filter, the History screen and tab, and the CSV's header row.
 */
export const historyMessages = {
  /** A filter's `from` after its `to`. */
  rangeReversed: 'The start of the period must not be after its end.',
  /** A `from` or `to` that is no date or instant. */
  notAnInstant: 'Expected a date as YYYY-MM-DD or an ISO 8601 instant.',
  /** An entity or action filter of other characters than those the log's names use. */
  notAName: 'Expected lower-case letters, digits, dots, dashes or underscores.',
  title: 'History',
  tab: 'History',
  /** The pack's users page's other tab, and the tabs' name. */
  usersTab: 'Users',
  tabsLabel: 'Pack pages',
  intro: 'Who changed what, and when: every change, newest first.',
  packIntro: 'Every change to this pack and its users, newest first.',
  loading: 'Loading the history…',
  empty: 'No change matches these filters.',
  /** The filters applied (from the address) break a rule: nothing was asked of the server. */
  fixFilters: 'Correct the filters above to see the changes.',
  failed: 'The history could not be loaded.',
  retry: 'Try again',
  filters: 'Filters',
  licenseId: 'Pack id',
  entity: 'Entity',
  action: 'Action',
  actorEmail: 'By (e-mail)',
  from: 'From',
  to: 'To',
  apply: 'Apply filters',
  clear: 'Clear filters',
  exportCsv: 'Export CSV',
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number) => `Page ${page}`,
  when: 'When',
  who: 'Who',
  what: 'What',
  changes: 'Before → after',
  system: 'System',
  noFields: '—',
  /** The value in place of a secret (a password hash, token, key or code), which the log never holds. */
  redacted: '[redacted]',
  csvHeader: ['When', 'Actor e-mail', 'Actor name', 'Action', 'Entity', 'Entity id', 'Before', 'After'] as const,
} as const;
