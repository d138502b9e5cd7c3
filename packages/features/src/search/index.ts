export type { SearchApi } from './api.ts';
export { SearchButton, type SearchButtonProps } from './search-button.tsx';
export { searchStrings } from './strings.ts';
