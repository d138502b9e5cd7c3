import * as messages from '@license-console/domain/messages';
import * as reminderMessages from '@license-console/domain/reminder-messages';

/**
 * The license grid's strings (and its end-date dialog's): the domain's messages (spec wording) plus a few of its own,
 * marked designed. A module of their own, so a host that embeds the grid alone loads none of the form's words.
 */
const licenseGridStrings = {
  ...messages.licenseGrid,
  search: messages.app.search,
  /** designed: the grid's accessible name. */
  gridLabel: 'Licenses',
  /** designed */
  emptyText: 'There are no licenses to show.',
  /** designed: a failed read is said as such, never as an empty list. */
  loadFailed: 'The licenses could not be loaded.',
  /** designed */
  retry: 'Try again',
  /** designed: the pack just saved is on another page or filtered out. */
  changedOutOfView: (email: string) => `The license of ${email} you just saved is not in this view.`,
  /** designed */
  showChanged: 'Show it',
  /** designed: the filters' "any" choice. */
  all: 'All',
  /** designed */
  loading: 'Loading licenses...',
  /** designed: the email column's filter hint. */
  emailFilterPlaceholder: 'Email contains...',
  manageUsers: messages.titles.manageUsers,
  edit: messages.app.edit,
  /** designed: under Active, for a pack whose shown term starts later (renewed early, or bought ahead). */
  termStarts: (date: string) => `Term starts ${date}`,
  /** designed */
  renew: 'Renew',
  /** designed: the action column's header, read by screen readers. */
  actions: 'Actions',
  /** designed: the administrators' row action that opens the end-date dialog (POST api/Licenses/Dates). */
  endDate: 'End Date',
  /** designed */
  editDatesTitle: 'Edit License Dates',
  editDatesDescription: (product: string, manager: string) => `The ${product} license of ${manager}.`,
  startDate: messages.licenseForm.startDate,
  endDateLabel: messages.licenseForm.endDate,
  lifetimeChanged: messages.licenseActions.lifetimeChanged,
  save: messages.app.save,
  expiringOption: reminderMessages.expiringOption,
} as const;

export { licenseGridStrings };
