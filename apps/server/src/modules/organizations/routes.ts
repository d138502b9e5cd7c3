import { contract } from '@license-console/domain';
import { answerVersioned } from '../../lib/row-versions.ts';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import type { OrganizationService } from './service.ts';

/** The server side of the spec §7 organization calls of the Licenses group; authorization (§6) lives in the service. */
export function organizationRoutes(organizations: OrganizationService): ContractRoute[] {
  return [
    serve(contract.licenseOrganizations, 'user', async ({ session, params, reply }) =>
      answerVersioned(reply, await organizations.licenseOrganizations(session!.user, params.licenseId)),
    ),
    serve(contract.changeOrganizationName, 'user', async ({ session, body, precondition, reply }) =>
      answerVersioned(
        reply,
        await organizations.changeOrganizationName(
          session!.user,
          body.LicenseId,
          body.NewOrganizationName,
          precondition,
        ),
      ),
    ),
    serve(contract.changeOrganization, 'user', async ({ session, body, precondition, reply }) =>
      answerVersioned(
        reply,
        await organizations.changeOrganization(session!.user, body.LicenseId, body.NewOrganizationId, precondition),
      ),
    ),
    serve(contract.previewChangeOrganization, 'user', ({ session, body }) =>
      organizations.previewChangeOrganization(session!.user, body.LicenseId, body.NewOrganizationId),
    ),
    serve(contract.organizationsForLinking, 'user', ({ session, params }) =>
      organizations.organizationsForLinking(session!.user, params.name, params.licenseId),
    ),
    serve(contract.linkSelectedOrganization, 'user', async ({ session, body, precondition, reply }) =>
      answerVersioned(
        reply,
        await organizations.linkSelectedOrganization(
          session!.user,
          {
            licensePublicId: body.EncryptedLicenseId,
            organizationId: body.OrganizationId,
            organizationName: body.OrganizationName,
          },
          precondition,
        ),
      ),
    ),
  ];
}
