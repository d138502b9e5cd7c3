import { shellStrings } from '@license-console/features';
import { PlaceholderPage } from '../placeholder.tsx';

/** Spec §2.7 license users, in the wide layout (a stand-in until its widget lands). */
export default function LicenseUsageSection() {
  return <PlaceholderPage title={shellStrings.titles.manageUsers} width="wide" />;
}
