export type { SearchApi } from './api.ts';
export { searchStrings } from './strings.ts';
