import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoResponseError } from '../api/errors.ts';
import { json, rejectionOf, httpConsoleApiAnswering as setup } from '../testing/http-test-kit.ts';
import { fakeUsers } from './fake.ts';

const user = fakeUsers.administrator;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given the HTTP adapter session calls', () => {
  it.each([
    ['sendSms', '/api/Authenticate/SendSms'],
    ['sendEmail', '/api/Authenticate/SendEmail'],
  ] as const)('should %s with a GET to %s', async (method, path) => {
    const { api, request } = setup(() => json({ ok: true }));
    await expect(api.session[method]()).resolves.toEqual({ ok: true });
    expect(request().url.pathname).toBe(path);
    expect(request().init?.method).toBe('GET');
  });

  it('should verify the code as the query parameter code and answer the verified user', async () => {
    const { api, request } = setup(() => json(user));
    await expect(api.session.verifyCode('012345')).resolves.toEqual(user);
    expect(request().url.pathname).toBe('/api/Authenticate/VerifyCode');
    expect(request().url.searchParams.get('code')).toBe('012345');
  });

  it('should post the forgotten address as Email', async () => {
    const { api, request } = setup(() => json({ ok: true }));
    await api.session.forgotPassword('ada@example.com');
    expect(request().url.pathname).toBe('/api/ForgotPassword');
    expect(request().init?.method).toBe('POST');
    expect(JSON.parse(String(request().init?.body))).toEqual({ Email: 'ada@example.com' });
  });

  it('should read the reset policy with the token as t', async () => {
    const policy = {
      minimunChars: 10,
      uppercaseChars: 2,
      specialChars: 1,
      expirationMonths: 6,
      twoFA: false,
      passwordHistory: true,
    };
    const { api, request } = setup(() => json(policy));
    await expect(api.session.passwordSettingsForToken('tok/en+1')).resolves.toEqual(policy);
    expect(request().url.pathname).toBe('/api/PasswordSettings');
    expect(request().url.searchParams.get('t')).toBe('tok/en+1');
  });

  // Regression guard: the password travels in the query (spec §7), so every character must survive encoding.
  it('should PUT the reset with t and p, encoding any character of the password', async () => {
    const { api, request } = setup(() => json({ ok: true }));
    const password = 'a+b&c=d#e%f ü€?';
    await api.session.resetPassword({ token: 'reset-token', password });
    expect(request().url.pathname).toBe('/api/ResetPassword');
    expect(request().init?.method).toBe('PUT');
    expect(request().url.searchParams.get('t')).toBe('reset-token');
    expect(request().url.searchParams.get('p')).toBe(password);
  });

  it('should read the external-login addresses and configured providers', async () => {
    const data = {
      portalUrl: 'https://www.example.com',
      consoleUrl: 'https://console.example.com',
      providers: { Workplace: true, Consumer: false },
    };
    const { api, request } = setup(() => json(data));
    await expect(api.session.externalLoginUrlData()).resolves.toEqual(data);
    expect(request().url.pathname).toBe('/external-login/urlData');
  });

  it('should post the external code as Code and answer the signed-in user', async () => {
    const { api, request } = setup(() => json(user));
    await expect(api.session.externalLoginCheckToken('abc')).resolves.toEqual(user);
    expect(request().url.pathname).toBe('/external-login/check-token');
    expect(JSON.parse(String(request().init?.body))).toEqual({ Code: 'abc' });
  });

  it('should sign in for an external site and answer the Location header', async () => {
    const { api, request } = setup(
      () =>
        new Response(JSON.stringify({ ok: true }), {
          status: 200,
          headers: { 'content-type': 'application/json', location: 'https://site.example.com/sso?assertion=x' },
        }),
    );
    await expect(
      api.session.externalAuthenticate('token/1', { Email: 'ada@example.com', Password: 'secret' }),
    ).resolves.toEqual({ location: 'https://site.example.com/sso?assertion=x' });
    expect(request().href).toBe('/api/ExternalAuthenticate/token%2F1');
    expect(JSON.parse(String(request().init?.body))).toEqual({ Email: 'ada@example.com', Password: 'secret' });
  });

  it('should answer a null location when the external sign-in names none', async () => {
    const { api } = setup(() => json({ ok: true }));
    await expect(api.session.externalAuthenticate('t', { Email: 'a@example.com', Password: 'x' })).resolves.toEqual({
      location: null,
    });
  });

  it('should post the support-desk sign-in as a form and answer its text', async () => {
    const { api, request } = setup(
      () => new Response('jwt=a.b.c', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    await expect(api.session.authenticateZendesk({ email: 'ada@example.com', password: 'p&q' })).resolves.toBe(
      'jwt=a.b.c',
    );
    expect(request().url.pathname).toBe('/Authenticate/Zendesk');
    expect(String(request().init?.body)).toBe('email=ada%40example.com&password=p%26q');
  });

  it('should leave for the external provider with a form post of Provider', async () => {
    const submitForm = vi.fn();
    const { api, fetch } = setup(() => json({}), { submitForm, baseUrl: 'http://localhost:3000/' });
    api.session.accountExternalLogin('Consumer');
    expect(submitForm).toHaveBeenCalledWith('http://localhost:3000/Account/ExternalLogin', { Provider: 'Consumer' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should post a real form to /Account/ExternalLogin when no submitter is given', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { api } = setup(() => json({}));
    api.session.accountExternalLogin('Workplace');
    expect(submit).toHaveBeenCalledOnce();
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/Account/ExternalLogin');
    expect(new FormData(form).get('Provider')).toBe('Workplace');
    form.remove();
  });

  describe('when the sign-in screens get an error answer', () => {
    it('should carry a 429 with its message and not navigate', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const body = {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many attempts. Please wait 15 minutes and try again.',
      };
      const { api, onNavigate } = setup(() => json(body, 429));
      const error = await rejectionOf(api.session.authenticate({ Email: 'a@example.com', Password: 'x' }));
      expect(error).toMatchObject({ status: 429, message: body.message, handled: false });
      expect(onNavigate).not.toHaveBeenCalled();
    });

    it('should show the reset page the error of a bad token, whatever its status', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      for (const status of [400, 404, 500]) {
        const { api, onNavigate } = setup(() =>
          json({ statusCode: status, error: 'x', message: 'Link gone.' }, status),
        );
        expect(await rejectionOf(api.session.passwordSettingsForToken('t'))).toMatchObject({ status, handled: false });
        expect(onNavigate).not.toHaveBeenCalled();
      }
    });

    it('should keep a wrong code on the verification screen with the server text', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { api, onNavigate } = setup(
        () => json({ statusCode: 400, error: 'Bad Request', message: 'The code sent is incorrect.' }, 400),
        { currentPath: () => '/verification-code' },
      );
      expect(await rejectionOf(api.session.verifyCode('1'))).toMatchObject({
        status: 400,
        message: 'The code sent is incorrect.',
      });
      expect(onNavigate).not.toHaveBeenCalled();
    });

    it('should go to /login when the pending session is gone', async () => {
      const { api, onNavigate, onUnauthenticated } = setup(
        () => json({ statusCode: 401, error: 'Unauthorized', message: 'You are not signed in.' }, 401),
        { currentPath: () => '/verification-code' },
      );
      expect(await rejectionOf(api.session.sendEmail())).toMatchObject({ status: 401, handled: true });
      expect(onUnauthenticated).toHaveBeenCalledOnce();
      expect(onNavigate).toHaveBeenCalledWith('/login');
    });

    it('should say no response was received when the reset call gets no answer', async () => {
      const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
      expect(await rejectionOf(api.session.resetPassword({ token: 't', password: 'p' }))).toBeInstanceOf(
        NoResponseError,
      );
    });
  });
});
