import { contract } from '@license-console/domain';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import type { OrganizationService } from './service.ts';

/** The server side of the spec §7 organization calls of the Licenses group; authorization (§6) lives in the service. */
export function organizationRoutes(organizations: OrganizationService): ContractRoute[] {
  return [
    serve(contract.licenseOrganizations, 'user', ({ session, params }) =>
      organizations.licenseOrganizations(session!.user, params.licenseId),
    ),
    serve(contract.changeOrganizationName, 'user', ({ session, body }) =>
      organizations.changeOrganizationName(session!.user, body.LicenseId, body.NewOrganizationName),
    ),
    serve(contract.changeOrganization, 'user', ({ session, body }) =>
      organizations.changeOrganization(session!.user, body.LicenseId, body.NewOrganizationId),
    ),
    serve(contract.organizationsForLinking, 'user', ({ session, params }) =>
      organizations.organizationsForLinking(session!.user, params.name, params.licenseId),
    ),
    serve(contract.linkSelectedOrganization, 'user', ({ session, body }) =>
      organizations.linkSelectedOrganization(session!.user, {
        licensePublicId: body.EncryptedLicenseId,
        organizationId: body.OrganizationId,
        organizationName: body.OrganizationName,
      }),
    ),
  ];
}
