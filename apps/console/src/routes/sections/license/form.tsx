import type { CurrentUser } from '@license-console/domain';
import { LicenseForm, type LicenseFormMode } from '@license-console/features';
import { useNavigate, useParams } from 'react-router';
import { RouterLink } from '../../../router-link.tsx';
import { type ChangedLicenseState, licenseListPath } from '../license-list-path.ts';

/** Spec §2.5, §4: Add, Edit and Renew License; back to the list's view it came from once saved. */
export default function LicenseFormRoute({ user, mode }: { user: CurrentUser; mode: LicenseFormMode }) {
  const { encryptedLicenseId } = useParams();
  const navigate = useNavigate();
  return (
    <LicenseForm
      key={`${mode}-${encryptedLicenseId ?? ''}`}
      mode={mode}
      encryptedLicenseId={encryptedLicenseId}
      user={user}
      onDone={(saved) =>
        // Back to the view of the list the form came from, the pack just saved drawn out there.
        navigate(licenseListPath(), {
          state: {
            changedLicense: saved ? { encryptedId: saved.encryptedId, email: saved.name } : null,
          } satisfies ChangedLicenseState,
        })
      }
      linkComponent={RouterLink}
    />
  );
}
