import type { CallName } from '@license-console/domain';
import { expect } from 'vitest';
import { addAccount } from '../../test-support/auth-client.ts';
import { lastOutboxId, nextMessage } from '../../test-support/test-app.ts';
import { uniqueName } from '../organizations/test-fixtures.ts';
import type { WriteCase } from './write-walk.ts';
import type { WalkFixtures } from './write-walk-fixtures.ts';

/**
 * The writes that record no change of a resource: the sign-in traffic (sessions, codes, reset mails, whose own
 * limits and mail keep their trace), and the reads a legacy client sends as POST or PUT, which change nothing.
 */
export const NOT_RESOURCE_WRITES: readonly CallName[] = [
  'authenticate',
  'externalAuthenticate',
  'authenticateZendesk',
  'externalLoginCheckToken',
  'accountExternalLogin',
  'verifyCode',
  'sendSms',
  'sendEmail',
  'logout',
  'forgotPassword',
  'organizationsForLinking',
  'prepareLicenseForAssign',
  'userWithOrganization',
];

/** The writes on accounts, products, SSO sites and the outbox, each as a request that succeeds and its entry. */
export function accountWriteCases(fixtures: WalkFixtures): Partial<Record<CallName, WriteCase>> {
  const { app, call, fresh, admin, person, profileBody, tokenIn, emailChange, ssoSite, createdSite } = fixtures;
  const { productDraft, createdProduct } = fixtures;
  return {
    createProduct: {
      request: async () => admin({ method: 'POST', url: '/api/Product', payload: await productDraft() }),
      action: 'product.create',
      entity: 'product',
      status: 201,
    },
    updateProduct: {
      request: async () =>
        admin({ method: 'PUT', url: '/api/Product', payload: { ...(await createdProduct()), mainProgram: 'w.exe' } }),
      action: 'product.update',
      entity: 'product',
    },
    deleteProduct: {
      request: async () =>
        admin({ method: 'DELETE', url: `/api/products/${(await createdProduct()).encryptedProductId}` }),
      action: 'product.delete',
      entity: 'product',
    },
    createSsoSite: {
      request: async () => admin({ method: 'POST', url: '/api/SingleSignOn', payload: await ssoSite() }),
      action: 'sso-site.create',
      entity: 'sso_site',
      status: 201,
    },
    updateSsoSite: {
      request: async () => {
        const { privateKey: _key, previousKey: _previous, ...site } = await createdSite();
        return admin({
          method: 'PUT',
          url: '/api/SingleSignOn',
          payload: { ...site, name: uniqueName('Renamed Site') },
        });
      },
      action: 'sso-site.update',
      entity: 'sso_site',
    },
    deleteSsoSite: {
      request: async () => admin({ method: 'DELETE', url: `/api/SingleSignOn/${(await createdSite()).id}` }),
      action: 'sso-site.delete',
      entity: 'sso_site',
    },
    rotateSsoSiteKeys: {
      request: async () =>
        admin({
          method: 'POST',
          url: `/api/SingleSignOn/${(await createdSite()).id}/rotate`,
          payload: { overlapDays: 7 },
        }),
      action: 'sso-site.rotate',
      entity: 'sso_site',
    },
    toggleUserRoles: {
      request: async () => admin({ method: 'PUT', url: '/api/Users', payload: [(await person()).publicId] }),
      action: 'user.toggle-role',
      entity: 'user',
    },
    updateProfile: {
      request: async () => {
        const account = await person();
        return { method: 'PUT', url: '/api/User/Update', payload: profileBody(account.email), cookie: account.cookie };
      },
      action: 'user.update-profile',
      entity: 'user',
    },
    createUser: {
      request: async () => admin({ method: 'POST', url: '/api/User', payload: profileBody(fresh('created')) }),
      action: 'user.create',
      entity: 'user',
      status: 201,
    },
    updateUser: {
      request: async () => {
        const account = await person();
        return admin({
          method: 'PUT',
          url: '/api/User',
          payload: { ...profileBody(fresh('renamed')), id: account.publicId },
        });
      },
      action: 'user.update',
      entity: 'user',
    },
    confirmEmailChange: {
      request: async () => ({
        method: 'POST',
        url: '/api/User/ConfirmEmail',
        payload: { token: (await emailChange()).token },
      }),
      action: 'user.confirm-email',
      entity: 'user',
    },
    undoEmailChange: {
      request: async () => {
        const { account, token } = await emailChange();
        const mark = await lastOutboxId(app.db);
        expect((await call(undefined, 'POST', '/api/User/ConfirmEmail', { token })).statusCode).toBe(200);
        const undo = tokenIn(await nextMessage(app.db, account.email, mark), '/UndoEmailChange');
        return { method: 'POST', url: '/api/User/UndoEmailChange', payload: { token: undo } };
      },
      action: 'user.undo-email-change',
      entity: 'user',
    },
    resetPassword: {
      request: async () => {
        const account = await addAccount(app, fresh('forgot'));
        const mark = await lastOutboxId(app.db);
        expect((await call(undefined, 'POST', '/api/ForgotPassword', { Email: account.email })).statusCode).toBe(200);
        const token = tokenIn(await nextMessage(app.db, account.email, mark), '/ResetPassword');
        const url = `/api/ResetPassword?t=${encodeURIComponent(token)}&p=${encodeURIComponent('Walked-Reset-Pass-42')}`;
        return { method: 'PUT', url };
      },
      action: 'user.reset-password',
      entity: 'user',
    },
    unlockAccount: {
      request: async () => admin({ method: 'DELETE', url: `/api/LockedAccounts/${(await person()).publicId}` }),
      action: 'user.unlock',
      entity: 'user',
    },
    signOutEverywhere: {
      request: async () => admin({ method: 'POST', url: `/api/People/${(await person()).publicId}/SignOutEverywhere` }),
      action: 'user.sign-out-everywhere',
      entity: 'user',
    },
    forcePasswordChange: {
      request: async () =>
        admin({ method: 'POST', url: `/api/People/${(await person()).publicId}/ForcePasswordChange` }),
      action: 'user.force-password-change',
      entity: 'user',
    },
    resendSetPassword: {
      request: async () => {
        const created = await call(fixtures.roles.admin, 'POST', '/api/User', profileBody(fresh('invited')));
        expect(created.statusCode, created.body).toBe(201);
        return admin({ method: 'POST', url: `/api/People/${(created.json() as { id: string }).id}/ResendSetPassword` });
      },
      action: 'user.resend-set-password',
      entity: 'user',
    },
    deactivatePerson: {
      request: async () => admin({ method: 'POST', url: `/api/People/${(await person()).publicId}/Deactivate` }),
      action: 'user.deactivate',
      entity: 'user',
    },
    reactivatePerson: {
      request: async () => {
        const { publicId } = await person();
        const deactivated = await call(fixtures.roles.admin, 'POST', `/api/People/${publicId}/Deactivate`);
        expect(deactivated.statusCode, deactivated.body).toBe(200);
        return admin({ method: 'POST', url: `/api/People/${publicId}/Reactivate` });
      },
      action: 'user.reactivate',
      entity: 'user',
    },
    createApiToken: {
      request: async () =>
        admin({ method: 'POST', url: '/api/ApiTokens', payload: { name: uniqueName('Walk Token'), expiresInDays: 7 } }),
      action: 'api-token.create',
      entity: 'api-token',
      status: 201,
    },
    revokeApiToken: {
      request: async () => {
        const payload = { name: uniqueName('Walk Token'), expiresInDays: 7 };
        const created = await call(fixtures.roles.admin, 'POST', '/api/ApiTokens', payload);
        expect(created.statusCode, created.body).toBe(201);
        return admin({ method: 'DELETE', url: `/api/ApiTokens/${(created.json() as { id: string }).id}` });
      },
      action: 'api-token.revoke',
      entity: 'api-token',
    },
    retryMessage: {
      request: async () => {
        const [row] = await app.db.query<{ id: number }>(
          `insert into outbox (channel, recipient, subject, body, status, attempts, last_error, last_attempt_at)
           values ('email', 'walk@example.org', 'Walk', 'Body', 'failed', 5, 'refused', now()) returning id::int as id`,
        );
        return admin({ method: 'POST', url: `/api/Outbox/${row!.id}/Retry` });
      },
      action: 'outbox.retry',
      entity: 'outbox',
    },
  };
}
