import { searchMessages } from '@license-console/domain';

/** Every text the header's search shows: the domain's, all designed (the spec has no such search). */
const searchStrings = searchMessages;

export { searchStrings };
