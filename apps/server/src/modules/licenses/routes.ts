import { buildPath, contract, type licenseWriteSchema } from '@license-console/domain';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod/mini';
import { answerVersioned } from '../../lib/row-versions.ts';
import { type ContractRoute, serve } from '../../plugins/contract-routes.ts';
import type { SessionContext } from '../../plugins/session.ts';
import type { LicenseActor, LicenseService } from './service.ts';
import type { LicenseInput } from './writes.ts';

/** The signed-in user as the license service sees them (every route here needs a verified session). */
function actorOf(session: SessionContext | null): LicenseActor {
  const user = session!.user;
  return { id: user.id, email: user.email, administrator: user.administrator, isManager: user.isManager };
}

/** The new pack's address, read by the console after a create (spec §7). */
function locate(reply: FastifyReply, encryptedId: string) {
  reply.header('location', buildPath(contract.licenseByEncryptedId.path, { id: encryptedId }));
}

/** The license form's body (create and update) as the service reads it. */
function licenseInput(body: z.output<typeof licenseWriteSchema>): LicenseInput {
  return {
    ...body,
    email: body.name,
    firstName: body.names?.firstName,
    lastName: body.names?.lastName,
    sharePointIntegration: body.sharepointIntegration,
  };
}

/** The server side of the spec §7 "Licenses" calls; authorization (§6) lives in the service. */
export function licenseRoutes(deps: { licenses: LicenseService }): ContractRoute[] {
  const { licenses } = deps;
  return [
    // Also serves its variant listLicensesInitial (only `v`), which must not take a search query the list refuses.
    serve(contract.listLicenses, 'user', ({ session, query }) => licenses.listLicenses(actorOf(session), query)),
    serve(contract.searchLicensePaged, 'user', ({ session, query }) =>
      licenses.searchLicensePaged(actorOf(session), query),
    ),
    serve(contract.searchLicensePagedCount, 'user', ({ session, query }) =>
      licenses.searchLicensePagedCount(actorOf(session), query),
    ),
    serve(contract.usersLicensePaged, 'user', ({ session, query }) =>
      licenses.usersLicensePaged(actorOf(session), {
        emailPart: query.emailPart,
        size: query.pageSize,
        number: query.pageNumber,
      }),
    ),
    serve(contract.totalUsersLicenses, 'user', ({ session, query }) =>
      licenses.totalUsersLicenses(actorOf(session), query.emailPart),
    ),
    serve(contract.usersLicenses, 'user', ({ session }) => licenses.usersLicenses(actorOf(session))),
    serve(contract.licenseByEncryptedId, 'user', async ({ session, params, reply }) =>
      answerVersioned(reply, await licenses.versionedLicenseByEncryptedId(actorOf(session), params.id)),
    ),
    serve(contract.encryptedManagerId, 'user', async ({ session, params }) => ({
      encryptedManagerId: await licenses.encryptedManagerId(actorOf(session), params.id),
    })),
    serve(contract.createLicense, 'user', async ({ session, body, reply }) => {
      const license = await licenses.createLicense(actorOf(session), licenseInput(body));
      locate(reply, license.encryptedId);
      return license;
    }),
    serve(contract.createLicenseLegacy, 'user', async ({ session, body, reply }) => {
      const license = await licenses.createLicenseLegacy(actorOf(session), body);
      locate(reply, license.encryptedId);
      return license;
    }),
    serve(contract.updateLicense, 'user', async ({ session, params, body, precondition, reply }) =>
      answerVersioned(
        reply,
        await licenses.updateLicense(
          actorOf(session),
          params.encryptedLicenseId,
          { ...licenseInput(body), revokeUsageIds: body.revokeUsageIds },
          precondition,
        ),
      ),
    ),
    serve(contract.updateLicenseLegacy, 'user', async ({ session, body, precondition, reply }) =>
      answerVersioned(
        reply,
        await licenses.updateLicense(
          actorOf(session),
          body.encryptedId,
          { ...licenseInput(body), revokeUsageIds: body.revokeUsageIds },
          precondition,
        ),
      ),
    ),
    serve(contract.deleteLicense, 'user', async ({ session, params, precondition }) => {
      await licenses.deleteLicense(actorOf(session), params.encryptedLicenseId, precondition);
      return { ok: true as const };
    }),
    serve(contract.renewLicense, 'user', async ({ session, params, body, precondition, reply }) =>
      answerVersioned(
        reply,
        await licenses.renewLicense(actorOf(session), params.encryptedLicenseId, body, precondition),
      ),
    ),
    serve(contract.updateLicenseDates, 'user', async ({ session, body, precondition, reply }) =>
      answerVersioned(reply, await licenses.updateLicenseDates(actorOf(session), body.encryptedId, body, precondition)),
    ),
    serve(contract.mergeLicenses, 'user', ({ session, params, body }) =>
      licenses.mergeLicenses(actorOf(session), params.id, {
        mergedPublicIds: body.EncryptedUsageIds,
        encryptedProductId: body.EncryptedProductId,
      }),
    ),
    serve(contract.previewMergeLicenses, 'user', ({ session, params, body }) =>
      licenses.previewMergeLicenses(actorOf(session), params.id, {
        mergedPublicIds: body.EncryptedUsageIds,
        encryptedProductId: body.EncryptedProductId,
      }),
    ),
    serve(contract.switchAdmin, 'user', ({ session, body }) =>
      licenses.switchAdmin(actorOf(session), body.LicenseId, body.newAdminEmail),
    ),
    serve(contract.licenseTerms, 'user', ({ session, params }) =>
      licenses.licenseTerms(actorOf(session), params.licenseId),
    ),
    serve(contract.pendingAdminHandover, 'user', ({ session, params }) =>
      licenses.pendingAdminHandover(actorOf(session), params.licenseId),
    ),
    serve(contract.resendAdminHandover, 'user', ({ session, params }) =>
      licenses.resendAdminHandover(actorOf(session), params.licenseId),
    ),
    serve(contract.cancelAdminHandover, 'user', ({ session, params }) =>
      licenses.cancelAdminHandover(actorOf(session), params.licenseId),
    ),
    serve(contract.adminHandoverByToken, 'user', ({ session, query }) =>
      licenses.adminHandoverByToken(actorOf(session), query.token),
    ),
    serve(contract.acceptAdminHandover, 'user', ({ session, body }) =>
      licenses.acceptAdminHandover(actorOf(session), body.token),
    ),
  ];
}
