import { fillPath } from './route-path.ts';

const section = '/people';
/** The section's screens below `section`, as its router matches them. */
const routes = {
  person: ':userId',
} as const;

/** A person's page (designed): their seats, sign-in state and the helpdesk's actions. */
export const peoplePaths = {
  section,
  routes,
  person: (userId: string) => fillPath(`${section}/${routes.person}`, { userId }),
} as const;
