import { ConfirmDialog } from '@license-console/ui';
import { licenseUsersStrings } from './strings.ts';
import type { AddLicenseUserController } from './use-add-license-user.ts';

const strings = licenseUsersStrings.cloudSettingsDialog;

type OrganizationConflictDialogProps = Pick<
  AddLicenseUserController,
  'question' | 'answerQuestion' | 'declineQuestion'
>;

/**
 * The add-user row's organization dialogs (spec §4). The server's 'User is part of other organization' opens one
 * that offers to move the user into this license's organization (YES/CANCEL); its second variant asks whether to
 * move the license pack into the user's organization (YES/NO, spec §9's one organization prompt), the user's
 * previous usage being removed afterwards. Each is titled by what YES does.
 */
function OrganizationConflictDialog({ question, answerQuestion, declineQuestion }: OrganizationConflictDialogProps) {
  const updatesLicense = question?.conflict === 'updateLicenseOrganization';
  return (
    <ConfirmDialog
      data-slot="organization-conflict"
      open={question !== null}
      answers={updatesLicense ? 'yes-no' : 'yes-cancel'}
      title={updatesLicense ? strings.updateLicenseTitle : strings.moveUserTitle}
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
