import { licensePaths as licenseRoutes } from '@license-console/domain';
import {
  DEFAULT_LICENSE_GRID_SEARCH,
  type LicenseGridSearch,
  licenseGridSearchToParams,
} from './license-grid-search.ts';

/**
 * Where the license screens are (the domain's table), and the home's license list showing a search: what the other
 * screens' links to the list use (Seats at a glance's numbers, a product's packs). A module of its own, so a screen
 * that links to the list does not load it.
 */
const licensePaths = {
  ...licenseRoutes,
  /** The home's license grid with the spec §4 default search but for `search`. */
  search: (search: Partial<LicenseGridSearch>) =>
    `${licenseRoutes.home}?${licenseGridSearchToParams({ ...DEFAULT_LICENSE_GRID_SEARCH, ...search })}`,
} as const;

export { licensePaths };
