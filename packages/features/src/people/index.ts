export type { PeopleApi } from './api.ts';
export { PersonPage, type PersonPageProps, PersonPageView, type PersonPageViewProps } from './person-page.tsx';
export { type PersonAction, type PersonController, usePerson } from './use-person.ts';
