import { ADMIN_HANDOVER_ACCEPT_PATH, type CallName } from '@license-console/domain';
import { assignBody, multipartBody, newPack } from '../license-usages/test-fixtures.ts';
import { newLicenseBody, productPublicId } from '../licenses/test-fixtures.ts';
import { linkPack, newMember, newOrganization, uniqueName } from '../organizations/test-fixtures.ts';
import type { WriteCase, WriteRequest } from './write-walk.ts';
import type { WalkFixtures } from './write-walk-fixtures.ts';

/** The writes on packs and their users, each as a request that succeeds and the entry it must leave. */
export function packWriteCases(fixtures: WalkFixtures): Partial<Record<CallName, WriteCase>> {
  const { app, roles, call, fresh, pack, seat, licenseOf, admin, pendingHandover, person, tokenIn } = fixtures;
  return {
    savePasswordSettings: {
      request: async () => {
        const current = (await call(roles.manager, 'GET', '/api/PasswordSettings/CurrentUser')).json();
        return { method: 'POST', url: '/api/PasswordSettings', payload: current, cookie: roles.manager };
      },
      action: 'password-settings.save',
      entity: 'password-settings',
    },
    createLicense: {
      request: async () =>
        admin({
          method: 'POST',
          url: '/api/licenses',
          payload: newLicenseBody({ encryptedProductId: await productPublicId(app, 1), name: fresh('admin') }),
        }),
      action: 'license.create',
      entity: 'license',
      status: 201,
    },
    updateLicense: {
      request: async () => {
        const licenseId = await pack(fresh('admin'));
        const body = newLicenseBody({ encryptedProductId: await productPublicId(app, 3), userCount: 7 });
        return admin({ method: 'PUT', url: `/api/licenses/${licenseId}`, payload: { ...body, name: fresh('admin') } });
      },
      action: 'license.update',
      entity: 'license',
    },
    updateLicenseLegacy: {
      request: async () => {
        const licenseId = await pack(fresh('admin'));
        const body = newLicenseBody({ encryptedProductId: await productPublicId(app, 3), userCount: 8 });
        return admin({ method: 'PUT', url: '/api/Licenses', payload: { ...body, encryptedId: licenseId } });
      },
      action: 'license.update',
      entity: 'license',
    },
    deleteLicense: {
      request: async () => admin({ method: 'DELETE', url: `/api/licenses/${await pack(fresh('admin'))}` }),
      action: 'license.delete',
      entity: 'license',
    },
    renewLicense: {
      request: async () => {
        const licenseId = await pack(fresh('admin'));
        const payload = { startDate: '01/01/2031', endDate: '01/01/2032', userCount: 6 };
        return admin({ method: 'POST', url: `/api/licenses/Renew/${licenseId}`, payload });
      },
      action: 'license.renew',
      entity: 'license',
    },
    updateLicenseDates: {
      request: async () => {
        const encryptedId = await pack(fresh('admin'));
        const payload = { encryptedId, startDate: '01/01/2030', endDate: '06/01/2031' };
        return admin({ method: 'POST', url: '/api/Licenses/Dates', payload });
      },
      action: 'license.dates',
      entity: 'license',
    },
    mergeLicenses: {
      request: async () => {
        const administrator = fresh('admin');
        const [main, other] = [await pack(administrator), await pack(administrator)];
        const { encryptedProductId } = await licenseOf(main);
        const payload = { EncryptedUsageIds: [other], EncryptedProductId: encryptedProductId };
        return admin({ method: 'POST', url: `/api/Licenses/${main}/LicenseUsages/Merge`, payload });
      },
      action: 'license.merge',
      entity: 'license',
    },
    switchAdmin: {
      request: async () =>
        admin({
          method: 'POST',
          url: '/api/Licenses/switchAdmin',
          payload: { LicenseId: await pack(fresh('admin')), newAdminEmail: fresh('new-admin') },
        }),
      action: 'license.admin-changed',
      entity: 'license',
    },
    resendAdminHandover: {
      request: async () => ({
        method: 'POST',
        url: `/api/Licenses/${(await pendingHandover()).licenseId}/AdminHandover/Resend`,
        cookie: roles.manager,
      }),
      action: 'license.admin-change-resent',
      entity: 'license',
    },
    cancelAdminHandover: {
      request: async () => ({
        method: 'DELETE',
        url: `/api/Licenses/${(await pendingHandover()).licenseId}/AdminHandover`,
        cookie: roles.manager,
      }),
      action: 'license.admin-change-cancelled',
      entity: 'license',
    },
    acceptAdminHandover: {
      request: async () => {
        const heir = await person();
        const { mail } = await pendingHandover(heir.email);
        const token = tokenIn(await mail(), ADMIN_HANDOVER_ACCEPT_PATH);
        return { method: 'POST', url: '/api/Licenses/AdminHandover/Accept', payload: { token }, cookie: heir.cookie };
      },
      action: 'license.admin-change-accepted',
      entity: 'license',
    },
    changeOrganizationName: {
      request: async () => {
        const licenseId = await pack();
        await linkPack(app, licenseId, await newOrganization(app));
        const payload = { LicenseId: licenseId, NewOrganizationName: uniqueName('Renamed') };
        return admin({ method: 'POST', url: '/api/Licenses/changeOrganizationName', payload });
      },
      action: 'organization.rename',
      entity: 'license',
    },
    changeOrganization: {
      request: async () => {
        // The target is an organization of another pack of the same manager's.
        const [licenseId, other, target] = [await pack(), await pack(), await newOrganization(app)];
        await linkPack(app, licenseId, await newOrganization(app));
        await linkPack(app, other, target);
        const payload = { LicenseId: licenseId, NewOrganizationId: target };
        return admin({ method: 'POST', url: '/api/Licenses/changeOrganization', payload });
      },
      action: 'organization.change',
      entity: 'license',
    },
    linkSelectedOrganization: {
      request: async () => {
        const name = uniqueName('Linked');
        const payload = {
          EncryptedLicenseId: await pack(),
          OrganizationId: await newOrganization(app, name),
          OrganizationName: name,
        };
        return admin({ method: 'POST', url: '/api/Licenses/linkSelectedOrganization', payload });
      },
      action: 'organization.link',
      entity: 'license',
    },
    updateTokenDetails: {
      request: async () => {
        const licenseId = await newPack(app, call, roles.admin, 5, { productId: 7 });
        await app.db.query("update licenses set ai_gateway_token_id = 'walk-token' where public_id = $1", [licenseId]);
        const payload = { LimitTokens: 5000, LicenseId: licenseId };
        return admin({ method: 'PUT', url: `/api/Tokens/UpdateDetails/${licenseId}`, payload });
      },
      action: 'license.ai-token-limit',
      entity: 'license',
    },
    assignLicenseUsage: {
      request: async () =>
        admin({
          method: 'POST',
          url: `/api/Licenses/${await pack()}/LicenseUsages`,
          payload: assignBody(fresh('seat')),
        }),
      action: 'license-usage.assign',
      entity: 'license',
      status: 201,
    },
    updateLicenseUsage: {
      request: async () => {
        const licenseId = await pack();
        const url = `/api/Licenses/${licenseId}/LicenseUsages/${await seat(licenseId)}`;
        return admin({ method: 'PUT', url, payload: { firstName: 'Renamed' } });
      },
      action: 'license-usage.update',
      entity: 'license',
    },
    revokeLicenseUsage: {
      request: async () => {
        const licenseId = await pack();
        return admin({ method: 'DELETE', url: `/api/Licenses/${licenseId}/LicenseUsages/${await seat(licenseId)}` });
      },
      action: 'license-usage.revoke',
      entity: 'license',
    },
    revokeIdleLicenseUsages: {
      request: async () => {
        const usageId = await seat(await pack());
        // Idle since long before the threshold: the revoke takes it.
        await app.db.query("update license_usages set last_usage = now() - interval '40 days' where public_id = $1", [
          usageId,
        ]);
        return admin({
          method: 'POST',
          url: '/api/LicenseUsages/RevokeIdle',
          payload: { days: 30, usageIds: [usageId] },
        });
      },
      action: 'license-usage.revoke',
      entity: 'license',
    },
    removeSessions: {
      request: async () => {
        const licenseId = await pack();
        return admin({ method: 'DELETE', url: `/api/Session/${licenseId}/LicenseUsages/${await seat(licenseId)}` });
      },
      action: 'license-usage.remove-sessions',
      entity: 'license',
    },
    assignWithOrganization: {
      request: async () => {
        const licenseId = await pack();
        const organization = await newOrganization(app);
        await linkPack(app, licenseId, organization);
        const email = await newMember(app, await newOrganization(app));
        const payload = { ...assignBody(email), licenseCryptId: licenseId, updateUserOrganizationOption: 'user' };
        const url = `/api/Licenses/${licenseId}/LicenseUsages/DuplicateOrganizationId/${organization}`;
        return admin({ method: 'POST', url, payload });
      },
      action: 'license-usage.assign',
      entity: 'license',
      status: 201,
    },
    uploadUsagesCsv: {
      request: async () => {
        const { payload, headers } = multipartBody({ file: `Email\r\n${fresh('imported')}\r\n` });
        return admin({
          method: 'POST',
          url: `/api/Licenses/${await pack()}/LicenseUsages/UploadCSV`,
          payload,
          headers,
        });
      },
      action: 'license-usage.import',
      entity: 'license',
      writesInTurnsEmbedded: true,
    },
  };
}

/** The reads a legacy client sends as POST or PUT, each as a request that succeeds. */
export function postedReads(fixtures: WalkFixtures): Record<string, () => Promise<WriteRequest>> {
  const { app, pack, admin } = fixtures;
  return {
    organizationsForLinking: async () =>
      admin({ method: 'POST', url: `/api/Licenses/GetOrganizationsForLinking/Example/${await pack()}` }),
    prepareLicenseForAssign: async () => admin({ method: 'PUT', url: `/api/Licenses/encrypted/${await pack()}` }),
    userWithOrganization: async () => {
      const licenseId = await pack();
      const organization = await newOrganization(app);
      await linkPack(app, licenseId, organization);
      const payload = { EncryptedOrganizationId: organization, EncryptedEmail: await newMember(app, null) };
      return admin({ method: 'POST', url: `/api/Licenses/${licenseId}/LicenseUsages/userWithOrganization`, payload });
    },
  };
}
