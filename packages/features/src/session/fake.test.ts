import { DEFAULT_PASSWORD_SETTINGS } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../api/errors.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import {
  EXPIRED_EMAIL,
  EXPIRED_RESET_TOKEN,
  FAKE_EXTERNAL_CODE,
  FAKE_EXTERNAL_SITE_LOCATION,
  FAKE_PASSWORD,
  FAKE_RESET_TOKEN,
  FAKE_VERIFICATION_CODE,
  fakeUsers,
  LOCKED_EMAIL,
} from './fake.ts';

describe('given the fake adapter', () => {
  it('should sign in a fake account with the fake password and answer currentUser with it', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: null });
    await expect(api.session.authenticate({ Email: 'Manager@example.com', Password: FAKE_PASSWORD })).resolves.toEqual(
      fakeUsers.manager,
    );
    await expect(api.session.currentUser()).resolves.toEqual(fakeUsers.manager);
  });

  it('should refuse wrong credentials with a 401 and an expired password with a 423', async () => {
    const api = createFakeConsoleApi();
    const wrong = await api.session
      .authenticate({ Email: 'admin@example.com', Password: 'nope' })
      .catch((e: unknown) => e);
    expect(isApiError(wrong, 401)).toBe(true);
    const expired = await api.session
      .authenticate({ Email: EXPIRED_EMAIL, Password: FAKE_PASSWORD })
      .catch((e: unknown) => e);
    expect(isApiError(expired, 423)).toBe(true);
  });

  it('should be signed out after logout', async () => {
    const api = createFakeConsoleApi();
    await api.session.logout();
    expect(isApiError(await api.session.currentUser().catch((e: unknown) => e), 401)).toBe(true);
  });

  it('should let an override replace one method only', async () => {
    const api = createFakeConsoleApi({ session: { currentUser: async () => fakeUsers.user } });
    await expect(api.session.currentUser()).resolves.toEqual(fakeUsers.user);
    await expect(api.session.logout()).resolves.toEqual({ ok: true });
  });
});

describe('given the fake adapter sign-in calls', () => {
  it('should lock out LOCKED_EMAIL with a 429 and the server wording', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: null });
    const locked = await api.session
      .authenticate({ Email: LOCKED_EMAIL, Password: FAKE_PASSWORD })
      .catch((e: unknown) => e);
    expect(isApiError(locked, 429)).toBe(true);
    expect((locked as Error).message).toBe(messages.auth.tooManyAttempts(15));
  });

  it('should verify only FAKE_VERIFICATION_CODE, then no longer need verification', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: fakeUsers.needsVerification });
    const wrong = await api.session.verifyCode('000000').catch((e: unknown) => e);
    expect(isApiError(wrong, 400)).toBe(true);
    expect((wrong as Error).message).toBe('The code sent is incorrect.');
    await expect(api.session.verifyCode(FAKE_VERIFICATION_CODE)).resolves.toMatchObject({ needVerification: false });
    await expect(api.session.currentUser()).resolves.toMatchObject({ needVerification: false });
  });

  it('should refuse an SMS to a user without a phone', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: { ...fakeUsers.needsVerification, sms: false } });
    expect(isApiError(await api.session.sendSms().catch((e: unknown) => e), 400)).toBe(true);
    await expect(api.session.sendEmail()).resolves.toEqual({ ok: true });
  });

  it('should answer the default policy for FAKE_RESET_TOKEN and the invalid-link text for EXPIRED_RESET_TOKEN', async () => {
    const api = createFakeConsoleApi();
    await expect(api.session.passwordSettingsForToken(FAKE_RESET_TOKEN)).resolves.toEqual(DEFAULT_PASSWORD_SETTINGS);
    const expired = await api.session.passwordSettingsForToken(EXPIRED_RESET_TOKEN).catch((e: unknown) => e);
    expect((expired as Error).message).toBe(messages.auth.resetLinkInvalid);
  });

  it('should reset only to a password meeting the policy', async () => {
    const api = createFakeConsoleApi();
    const weak = await api.session
      .resetPassword({ token: FAKE_RESET_TOKEN, password: 'weak' })
      .catch((e: unknown) => e);
    expect((weak as Error).message).toBe('Password did not match Password Policy!');
    await expect(api.session.resetPassword({ token: FAKE_RESET_TOKEN, password: 'Strong-2026' })).resolves.toEqual({
      ok: true,
    });
  });

  it('should sign in with FAKE_EXTERNAL_CODE and send an external site back to its Location', async () => {
    const api = createFakeConsoleApi({}, { signedInAs: null });
    await expect(api.session.externalLoginCheckToken(FAKE_EXTERNAL_CODE)).resolves.toEqual(fakeUsers.administrator);
    await expect(
      api.session.externalAuthenticate('t', { Email: 'user@example.com', Password: FAKE_PASSWORD }),
    ).resolves.toEqual({ location: FAKE_EXTERNAL_SITE_LOCATION });
    await expect(api.session.externalLoginUrlData()).resolves.toMatchObject({
      providers: { Workplace: true, Consumer: true },
    });
  });
});
