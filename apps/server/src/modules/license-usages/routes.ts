import { contract } from '@license-console/domain';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import type { LicenseUsageService } from './service.ts';

/** The server side of the spec §7 "License usages" calls about one pack's users; authorization lives in the service. */
export function licenseUsageRoutes(usages: LicenseUsageService): ContractRoute[] {
  return [
    serve(contract.licenseUsages, 'user', ({ session, params }) => usages.licenseUsages(session!.user, params.id)),
    serve(contract.assignLicenseUsage, 'user', ({ session, params, body }) =>
      usages.assignLicenseUsage(session!.user, params.licenseId, body),
    ),
    serve(contract.assignWithOrganization, 'user', ({ session, params, body }) =>
      usages.assignWithOrganization(
        session!.user,
        { licenseId: params.id, organizationId: params.organizationId },
        body,
      ),
    ),
    serve(contract.userWithOrganization, 'user', ({ session, params, body }) =>
      usages.userWithOrganization(session!.user, params.id, {
        organizationPublicId: body.EncryptedOrganizationId,
        email: body.EncryptedEmail,
      }),
    ),
    serve(contract.updateLicenseUsage, 'user', ({ session, params, body, precondition }) =>
      usages.updateLicenseUsage(session!.user, params, body, precondition),
    ),
    serve(contract.revokeLicenseUsage, 'user', async ({ session, params, query, precondition }) => {
      const ids = { licenseId: params.id, usageId: params.usageId };
      await usages.revokeLicenseUsage(session!.user, ids, precondition, { informCloud: query.informCloud });
      return { ok: true as const };
    }),
    serve(contract.removeSessions, 'user', async ({ session, params }) => {
      await usages.removeSessions(session!.user, params);
      return { ok: true as const };
    }),
    serve(contract.prepareLicenseForAssign, 'user', ({ session, params }) =>
      usages.prepareLicenseForAssign(session!.user, params.id),
    ),
    serve(contract.rolesForLicense, 'user', ({ session, params }) =>
      usages.rolesForLicense(session!.user, params.licenseId),
    ),
    serve(contract.uploadUsagesCsv, 'user', ({ session, params, query, body }) =>
      usages.uploadUsagesCsv(session!.user, params.id, body.file, { dryRun: query.dryRun }),
    ),
    serve(contract.downloadSessionsCsv, 'user', async ({ session, params, reply }) => {
      const file = await usages.downloadSessionsCsv(session!.user, params.licenseId);
      reply.header('content-disposition', `attachment; filename="sessions-${params.licenseId}.csv"`);
      return file;
    }),
    serve(contract.downloadUserRolesCsv, 'user', async ({ session, params, reply }) => {
      const file = await usages.downloadUserRolesCsv(session!.user, params.licenseId);
      reply.header('content-disposition', `attachment; filename="user-roles-${params.licenseId}.csv"`);
      return file;
    }),
    serve(contract.idleLicenseUsages, 'user', ({ session, query }) => usages.idleLicenseUsages(session!.user, query)),
    serve(contract.revokeIdleLicenseUsages, 'user', ({ session, body }) =>
      usages.revokeIdleLicenseUsages(session!.user, body),
    ),
    // The template holds no data (its three headers): any signed-in user may read it.
    serve(contract.downloadUsersImportTemplate, 'user', async ({ reply }) => {
      reply.header('content-disposition', 'attachment; filename="users-import-template.csv"');
      return usages.downloadUsersImportTemplate();
    }),
  ];
}
