import { ConfirmDialog } from '@license-console/ui';
import { licenseUsersStrings } from './strings.ts';
import type { AddLicenseUserController } from './use-add-license-user.ts';

const strings = licenseUsersStrings.cloudSettingsDialog;

type OrganizationConflictDialogProps = Pick<
  AddLicenseUserController,
  'question' | 'answerQuestion' | 'declineQuestion'
>;

/**
 * The add-user row's organization dialogs (spec §4): 'User is part of other organization' offers to move the user
 * into this license's organization (YES/CANCEL); its second variant asks whether to update the license's
 * organization (YES/NO, spec §9's one organization prompt), the user's previous usage being removed afterwards.
 */
function OrganizationConflictDialog({ question, answerQuestion, declineQuestion }: OrganizationConflictDialogProps) {
  const updatesLicense = question?.conflict === 'updateLicenseOrganization';
  return (
    <ConfirmDialog
      data-slot="organization-conflict"
      open={question !== null}
      answers={updatesLicense ? 'yes-no' : 'yes-cancel'}
      title={licenseUsersStrings.otherOrganization}
      message={
        question === null
          ? ''
          : updatesLicense
            ? strings.updateLicenseQuestion(question.email, question.organizationName)
            : strings.moveUserQuestion(question.email, question.organizationName)
      }
      onConfirm={answerQuestion}
      onCancel={declineQuestion}
    />
  );
}

export { OrganizationConflictDialog, type OrganizationConflictDialogProps };
