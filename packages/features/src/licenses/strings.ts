import { SEAT_PLAN_NAMED, seatPlanMessages } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';

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

export { licenseFormStrings, seatPlanStrings };
