import type { License } from '@license-console/domain';
import type { ChangedLicense } from '@license-console/features';

// What the license list and the license screens pass each other, apart from the list's code, so opening a form by
// its address does not load the list.

/** What the merge screen receives through navigation state (spec §2.6). */
interface MergeNavigationState {
  licenses: License[];
}

/** What the license list receives through navigation state after a form saved a pack. */
interface ChangedLicenseState {
  changedLicense: ChangedLicense | null;
}

/** The list's address as last shown (path and query), so a form returns to the same view. */
let lastListPath = '/';

/** Where a license form goes back to: the view of the list it was opened from. */
function licenseListPath(): string {
  return lastListPath;
}

/** The list says where it is shown now. */
function listShownAt(path: string): void {
  lastListPath = path;
}

export { type ChangedLicenseState, licenseListPath, listShownAt, type MergeNavigationState };
