import type { ServerModule } from '../module.ts';
import { peopleRoutes } from './routes.ts';
import type { PeopleService } from './service.ts';

export { createPeopleService } from './service.ts';

/** A person's page (designed): one account's seats, sign-in state and the helpdesk's actions. */
export function peopleModule(people: PeopleService): ServerModule {
  return { name: 'people', routes: peopleRoutes(people) };
}
