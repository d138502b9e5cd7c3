import { defineCall } from '@license-console/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, ContractMismatchError, ForbiddenError, NO_RESPONSE_MESSAGE, NoResponseError } from './errors.ts';
import { createHttpConsoleApi, type HttpConsoleApiOptions } from './http-console-api.ts';
import { createTransport } from './transport.ts';

const user = {
  name: 'Ada Administrator',
  administrator: true,
  isManager: false,
  needVerification: false,
  sms: false,
  countryCode: 'US',
};

function json(body: unknown, status = 200, statusText = '') {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

/** A fetch answering every request with `answer`, recording what was asked. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
}

function setup(answer: () => Response | Promise<Response>, options: Partial<HttpConsoleApiOptions> = {}) {
  const fetch = fakeFetch(answer);
  const onNavigate = vi.fn();
  const onUnauthenticated = vi.fn();
  const config = { fetch, onNavigate, onUnauthenticated, currentPath: () => '/licenses', ...options };
  return {
    fetch,
    onNavigate,
    onUnauthenticated,
    api: createHttpConsoleApi(config),
    call: createTransport(config).callContract,
  };
}

const listCall = defineCall({
  method: 'GET',
  path: '/api/Licenses/encrypted/{id}',
  summary: 'test call',
  params: z.object({ id: z.string() }),
  response: z.object({ ok: z.boolean() }),
});

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given the HTTP adapter', () => {
  describe('when a call succeeds', () => {
    it('should post the credentials as JSON with the session cookie and return the validated user', async () => {
      const { api, fetch } = setup(() => json(user));
      await expect(
        api.session.authenticate({ Email: 'a@example.com', Password: 'x', RememberPassword: true }),
      ).resolves.toEqual(user);
      const [url, init] = fetch.mock.calls[0] ?? [];
      expect(String(url)).toBe('/api/Authenticate');
      expect(init?.method).toBe('POST');
      expect(init?.credentials).toBe('include');
      expect(JSON.parse(String(init?.body))).toEqual({ Email: 'a@example.com', Password: 'x', RememberPassword: true });
    });

    it('should read the current user with a fresh random version parameter each time', async () => {
      const { api, fetch } = setup(() => json(user));
      await api.session.currentUser();
      await api.session.currentUser();
      const versions = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('v'));
      expect(new URL(String(fetch.mock.calls[0]?.[0]), 'http://x').pathname).toBe('/api/CurrentUser');
      expect(versions[0]).toMatch(/^[a-z0-9]+$/);
      expect(versions[0]).not.toBe(versions[1]);
    });

    it('should fill and encode path parameters', async () => {
      const { call, fetch } = setup(() => json({ ok: true }));
      await call(listCall, { params: { id: 'a b/c' } });
      expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/Licenses/encrypted/a%20b%2Fc');
    });

    it('should prefix the base URL', async () => {
      const { api, fetch } = setup(() => json({ ok: true }), { baseUrl: 'http://localhost:3000' });
      await api.session.logout();
      expect(String(fetch.mock.calls[0]?.[0])).toBe('http://localhost:3000/api/Logout');
    });

    it('should refuse an answer outside the contract', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { api } = setup(() => json({ name: 'no flags' }));
      expect(await rejectionOf(api.session.currentUser())).toBeInstanceOf(ContractMismatchError);
    });
  });

  describe('when the answer is 401', () => {
    it('should end the session and go to /login', async () => {
      const { call, onNavigate, onUnauthenticated } = setup(() =>
        json({ statusCode: 401, error: 'Unauthorized', message: 'Session ended.' }, 401),
      );
      const error = await rejectionOf(call(listCall, { params: { id: '1' } }));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, message: 'Session ended.', handled: true });
      expect(onUnauthenticated).toHaveBeenCalledOnce();
      expect(onNavigate).toHaveBeenCalledWith('/login');
    });

    it('should not navigate when already on the login screen', async () => {
      const { call, onNavigate } = setup(() => json({ statusCode: 401, error: 'Unauthorized', message: 'No.' }, 401), {
        currentPath: () => '/Login/workplace',
      });
      expect(await rejectionOf(call(listCall, { params: { id: '1' } }))).toMatchObject({ status: 401, handled: false });
      expect(onNavigate).not.toHaveBeenCalled();
    });

    it('should treat a refused sign-in as a failed sign-in, not a lost session', async () => {
      const { api, onNavigate, onUnauthenticated } = setup(() =>
        json({ statusCode: 401, error: 'Unauthorized', message: 'Invalid e-mail or password.' }, 401),
      );
      const error = await rejectionOf(api.session.authenticate({ Email: 'a@example.com', Password: 'bad' }));
      expect(error).toMatchObject({ status: 401, message: 'Invalid e-mail or password.', handled: false });
      expect(onNavigate).not.toHaveBeenCalled();
      expect(onUnauthenticated).not.toHaveBeenCalled();
    });

    it('should let the session probe fail with a 500 without leaving the page', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { api, onNavigate } = setup(() => json({ statusCode: 500, error: 'Internal', message: 'Down.' }, 500));
      expect(await rejectionOf(api.session.currentUser())).toMatchObject({ status: 500, handled: false });
      expect(onNavigate).not.toHaveBeenCalled();
    });

    it('should let the session probe answer "signed out" without navigating', async () => {
      const { api, onNavigate } = setup(
        () => json({ statusCode: 401, error: 'Unauthorized', message: 'No session.' }, 401),
        {
          currentPath: () => '/ForgotPassword',
        },
      );
      expect(await rejectionOf(api.session.currentUser())).toMatchObject({ status: 401 });
      expect(onNavigate).not.toHaveBeenCalled();
    });
  });

  describe('when the answer is another error', () => {
    it('should throw a ForbiddenError on 403', async () => {
      const { call, onNavigate } = setup(() =>
        json({ statusCode: 403, error: 'Forbidden', message: 'Not yours.' }, 403),
      );
      const error = await rejectionOf(call(listCall, { params: { id: '1' } }));
      expect(error).toBeInstanceOf(ForbiddenError);
      expect(error).toMatchObject({ status: 403, message: 'Not yours.' });
      expect(onNavigate).not.toHaveBeenCalled();
    });

    it('should go to /404 on 404', async () => {
      const { call, onNavigate } = setup(() => json({ statusCode: 404, error: 'Not Found', message: 'Gone.' }, 404));
      expect(await rejectionOf(call(listCall, { params: { id: '1' } }))).toMatchObject({ status: 404, handled: true });
      expect(onNavigate).toHaveBeenCalledWith('/404');
    });

    it('should log and go to /500 on 500', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { call, onNavigate } = setup(() => json({ statusCode: 500, error: 'Internal', message: 'Oops.' }, 500));
      expect(await rejectionOf(call(listCall, { params: { id: '1' } }))).toMatchObject({ status: 500, handled: true });
      expect(logged).toHaveBeenCalled();
      expect(onNavigate).toHaveBeenCalledWith('/500');
    });

    it('should carry the status, the server message and the field messages of a 400', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { call, onNavigate } = setup(() =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Email is not valid.',
            fields: { Email: 'Email is not valid.' },
          },
          400,
        ),
      );
      const error = await rejectionOf(call(listCall, { params: { id: '1' } }));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 400,
        message: 'Email is not valid.',
        fields: { Email: 'Email is not valid.' },
      });
      expect(onNavigate).not.toHaveBeenCalled();
    });

    it('should use a plain-text body as the message (423 password expired)', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { api } = setup(() => new Response('Password had expired', { status: 423 }));
      const error = await rejectionOf(api.session.authenticate({ Email: 'a@example.com', Password: 'x' }));
      expect(error).toMatchObject({ status: 423, message: 'Password had expired' });
    });
  });

  describe('when no answer comes back', () => {
    it('should say the request was made but no response was received', async () => {
      const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
      const error = await rejectionOf(api.session.logout());
      expect(error).toBeInstanceOf(NoResponseError);
      expect((error as Error).message).toBe(NO_RESPONSE_MESSAGE);
      expect(NO_RESPONSE_MESSAGE).toBe('The request was made but no response was received.');
    });
  });
});

describe('given the HTTP adapter session calls', () => {
  const urlOf = (fetch: ReturnType<typeof fakeFetch>, index = 0) =>
    new URL(String(fetch.mock.calls[index]?.[0]), 'http://x');
  const initOf = (fetch: ReturnType<typeof fakeFetch>, index = 0) => fetch.mock.calls[index]?.[1];

  it.each([
    ['sendSms', '/api/Authenticate/SendSms'],
    ['sendEmail', '/api/Authenticate/SendEmail'],
  ] as const)('should %s with a GET to %s', async (method, path) => {
    const { api, fetch } = setup(() => json({ ok: true }));
    await expect(api.session[method]()).resolves.toEqual({ ok: true });
    expect(urlOf(fetch).pathname).toBe(path);
    expect(initOf(fetch)?.method).toBe('GET');
  });

  it('should verify the code as the query parameter code and answer the verified user', async () => {
    const { api, fetch } = setup(() => json(user));
    await expect(api.session.verifyCode('012345')).resolves.toEqual(user);
    expect(urlOf(fetch).pathname).toBe('/api/Authenticate/VerifyCode');
    expect(urlOf(fetch).searchParams.get('code')).toBe('012345');
  });

  it('should post the forgotten address as Email', async () => {
    const { api, fetch } = setup(() => json({ ok: true }));
    await api.session.forgotPassword('ada@example.com');
    expect(urlOf(fetch).pathname).toBe('/api/ForgotPassword');
    expect(initOf(fetch)?.method).toBe('POST');
    expect(JSON.parse(String(initOf(fetch)?.body))).toEqual({ Email: 'ada@example.com' });
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
    const { api, fetch } = setup(() => json(policy));
    await expect(api.session.passwordSettingsForToken('tok/en+1')).resolves.toEqual(policy);
    expect(urlOf(fetch).pathname).toBe('/api/PasswordSettings');
    expect(urlOf(fetch).searchParams.get('t')).toBe('tok/en+1');
  });

  // Regression guard: the password travels in the query (spec §7), so every character must survive encoding.
  it('should PUT the reset with t and p, encoding any character of the password', async () => {
    const { api, fetch } = setup(() => json({ ok: true }));
    const password = 'a+b&c=d#e%f ü€?';
    await api.session.resetPassword({ token: 'reset-token', password });
    expect(urlOf(fetch).pathname).toBe('/api/ResetPassword');
    expect(initOf(fetch)?.method).toBe('PUT');
    expect(urlOf(fetch).searchParams.get('t')).toBe('reset-token');
    expect(urlOf(fetch).searchParams.get('p')).toBe(password);
  });

  it('should read the external-login addresses and configured providers', async () => {
    const data = {
      portalUrl: 'https://www.example.com',
      consoleUrl: 'https://console.example.com',
      providers: { Workplace: true, Consumer: false },
    };
    const { api, fetch } = setup(() => json(data));
    await expect(api.session.externalLoginUrlData()).resolves.toEqual(data);
    expect(urlOf(fetch).pathname).toBe('/external-login/urlData');
  });

  it('should post the external code as Code and answer the signed-in user', async () => {
    const { api, fetch } = setup(() => json(user));
    await expect(api.session.externalLoginCheckToken('abc')).resolves.toEqual(user);
    expect(urlOf(fetch).pathname).toBe('/external-login/check-token');
    expect(JSON.parse(String(initOf(fetch)?.body))).toEqual({ Code: 'abc' });
  });

  it('should sign in for an external site and answer the Location header', async () => {
    const { api, fetch } = setup(
      () =>
        new Response(JSON.stringify({ ok: true }), {
          status: 200,
          headers: { 'content-type': 'application/json', location: 'https://site.example.com/sso?assertion=x' },
        }),
    );
    await expect(
      api.session.externalAuthenticate('token/1', { Email: 'ada@example.com', Password: 'secret' }),
    ).resolves.toEqual({ location: 'https://site.example.com/sso?assertion=x' });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/ExternalAuthenticate/token%2F1');
    expect(JSON.parse(String(initOf(fetch)?.body))).toEqual({ Email: 'ada@example.com', Password: 'secret' });
  });

  it('should answer a null location when the external sign-in names none', async () => {
    const { api } = setup(() => json({ ok: true }));
    await expect(api.session.externalAuthenticate('t', { Email: 'a@example.com', Password: 'x' })).resolves.toEqual({
      location: null,
    });
  });

  it('should post the support-desk sign-in as a form and answer its text', async () => {
    const { api, fetch } = setup(
      () => new Response('jwt=a.b.c', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    await expect(api.session.authenticateZendesk({ email: 'ada@example.com', password: 'p&q' })).resolves.toBe(
      'jwt=a.b.c',
    );
    expect(urlOf(fetch).pathname).toBe('/Authenticate/Zendesk');
    expect(String(initOf(fetch)?.body)).toBe('email=ada%40example.com&password=p%26q');
  });

  it('should leave for the external provider with a form post of Provider', async () => {
    const submitForm = vi.fn();
    const { api, fetch } = setup(() => json({}), { submitForm, baseUrl: 'http://localhost:3000/' });
    api.session.externalLogin('Consumer');
    expect(submitForm).toHaveBeenCalledWith('http://localhost:3000/Account/ExternalLogin', { Provider: 'Consumer' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should post a real form to /Account/ExternalLogin when no submitter is given', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { api } = setup(() => json({}));
    api.session.externalLogin('Workplace');
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
