import { messages, reminderMessages, SEAT_PLAN_NAMED, seatPlanMessages } from '@license-console/domain';

/** The license screens' strings: the domain's messages (spec wording) plus a few of their own, marked designed. */
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

/** '1 seat', '5 seats'. */
const seatCount = (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'}`;

const licenseFormStrings = {
  ...messages.licenseForm,
  ...messages.licenseActions,
  create: messages.app.create,
  update: messages.app.update,
  delete: messages.app.delete,
  back: messages.app.back,
  ok: messages.app.ok,
  /** designed: the three form titles. */
  titles: { new: 'Add License', edit: 'Edit License', renew: 'Renew License' },
  /** designed */
  renew: 'Renew',
  /** designed: the delete confirmation (YES/CANCEL). */
  deleteTitle: 'Delete License',
  deleteMessage: (email: string) => `Are you sure you want to delete the license of ${email}?`,
  /** designed: a product whose encrypted id is not known yet (no license of it exists to read it from). */
  productUnavailable: 'Select a product that is available.',
  /** designed */
  loading: 'Loading license...',
  /** designed: the Renew form's terms. */
  termsTitle: 'Terms',
  termKept: (startDate: string, endDate: string, seats: number) =>
    `Renewing keeps the current term, ${startDate} – ${endDate} with ${seatCount(seats)}, among the pack's earlier terms.`,
  earlierTerms: 'Earlier terms',
  earlierTerm: (
    term: { startDate: string; endDate: string; userCount: number; renewedBy: string | null },
    on: string,
  ) =>
    `${term.startDate} – ${term.endDate}, ${seatCount(term.userCount)}: renewed on ${on}${term.renewedBy ? ` by ${term.renewedBy}` : ''}`,
  termsLoading: 'Loading earlier terms...',
  termsFailed: 'The earlier terms could not be loaded. The renewal keeps them all the same.',
} as const;

/**
 * The seat-shrink planner's words in the license form (the domain's `seatPlanMessages`, all designed), and how many
 * people its confirmation names before it counts the rest.
 */
const seatPlanStrings = { ...seatPlanMessages, named: SEAT_PLAN_NAMED } as const;

export { licenseFormStrings, licenseGridStrings, seatPlanStrings };
