/**
 * The console's words for lowering a pack's seats below the users assigned to it (the seat-shrink planner):
 * the license form's panel choosing who gives a seat up, its confirmation, and the server's refusals of a plan. The
 * spec only refuses such a renewal (§4, §8 'License Renew'), so every word here is designed.
 */

const seats = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'seat' : 'seats'}`;
const users = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'user' : 'users'}`;

/** How many people the confirmation names before it only counts the rest. */
export const SEAT_PLAN_NAMED = 10;

export const seatPlanMessages = {
  /** The panel's heading: what the lower Number of Licenses asks of the pack's users. */
  mustBeFreed: (count: number) => `${seats(count)} must be freed`,
  intro: (assigned: number, userCount: number) =>
    `This pack has ${users(assigned)} assigned and is to have ${seats(userCount)}. Choose who gives a seat up: those who have not used theirs the longest are chosen first.`,
  /** How many are ticked against how many must be. */
  chosen: (chosen: number, needed: number) =>
    `${chosen.toLocaleString('en-US')} of ${needed.toLocaleString('en-US')} chosen`,
  /** Ticks again the ones the panel chose first, after the person changed the choice or the count. */
  chooseLongestUnused: 'Choose the longest unused',
  gridLabel: 'Users who give a seat up',
  selectColumn: 'Give up seat',
  columnUser: 'User',
  columnLastUsage: 'Last usage',
  /** A seat never used: idle since it was assigned (or never, when that day is not known). */
  neverUsed: (assignedOn: string | null | undefined) => (assignedOn ? `Never (assigned ${assignedOn})` : 'Never'),
  /** The signed-in person's own seat, after their address. */
  you: '(you)',
  loading: "Loading the pack's users…",
  loadFailed: "The pack's users could not be loaded, so nobody can be chosen to give a seat up.",
  retry: 'Try again',
  /** The primary button, saying what it will do. */
  updateAndRevoke: (count: number) => `Update and revoke ${users(count)}`,
  renewAndRevoke: (count: number) => `Renew and revoke ${users(count)}`,
  /** Why the primary button cannot be pressed yet, beside it. */
  chooseExactly: (needed: number, chosen: number) =>
    `Choose exactly ${users(needed)} to give a seat up (${chosen.toLocaleString('en-US')} chosen).`,
  /** The confirmation (YES/CANCEL), naming the count and the people: a revoke cannot be undone. */
  confirmTitle: (count: number) => `Revoke ${users(count)}?`,
  confirmQuestion: (count: number, userCount: number) =>
    `Lowering this pack to ${seats(userCount)} revokes the seats of these ${users(count)}. They can no longer use the product through this pack, and this cannot be undone.`,
  confirmOwnSeat: 'Your own seat is among them: you can no longer use the product through this pack.',
  andMore: (count: number) => `and ${users(count)} more`,
  /** The toast after the change, under the form's own ('License Updated', 'License Renewed'). */
  revoked: (count: number) => `${users(count)} ${count === 1 ? 'was' : 'were'} revoked.`,
  /** The server's refusal of an id that is no seat of the pack (revoked meanwhile, of another pack, or none). */
  notInPack: "A user chosen to give a seat up holds none in this pack. Read the pack's users again and choose anew.",
  /** The server's refusal of a plan the pack no longer fits (users assigned or revoked meanwhile), naming the counts. */
  noLongerFits: (assigned: number, userCount: number, chosen: number) => {
    const needed = Math.max(0, assigned - userCount);
    return `This pack has ${users(assigned)} assigned now, so ${seats(userCount)} ${needed === 0 ? 'take no seat from anyone' : `need ${users(needed)} to give a seat up`}, not the ${users(chosen)} chosen. Choose again.`;
  },
  /** Why each of these revokes happened, in the history beside the revoke. */
  revokeReason: (from: number, to: number, change: 'update' | 'renewal') =>
    `Seat reduction: the pack's seats were lowered from ${from} to ${to} by its ${change}.`,
} as const;
