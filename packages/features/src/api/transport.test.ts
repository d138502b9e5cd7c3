import { defineCall } from '@license-console/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type { HttpConsoleApiOptions } from '../adapter/index.ts';
import { fakeUsers } from '../session/fake.ts';
import { httpConsoleApiAnswering, json, rejectionOf } from '../testing/http-test-kit.ts';
import { ApiError, ContractMismatchError, ForbiddenError, NO_RESPONSE_MESSAGE, NoResponseError } from './errors.ts';
import { createTransport } from './transport.ts';

const user = fakeUsers.administrator;

function setup(answer: () => Response | Promise<Response>, options: Partial<HttpConsoleApiOptions> = {}) {
  const adapter = httpConsoleApiAnswering(answer, options);
  return { ...adapter, call: createTransport(adapter.config).callContract };
}

const listCall = defineCall({
  method: 'GET',
  path: '/api/Licenses/encrypted/{id}',
  summary: 'test call',
  params: z.object({ id: z.string() }),
  response: z.object({ ok: z.boolean() }),
});

const saveCall = defineCall({
  method: 'PUT',
  path: '/api/licenses/{id}',
  summary: 'test write',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  response: z.object({ ok: z.boolean() }),
});

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

    it('should go to /404 on 404, in place of the address asked for, which it names', async () => {
      const { call, onNavigate } = setup(() => json({ statusCode: 404, error: 'Not Found', message: 'Gone.' }, 404));
      expect(await rejectionOf(call(listCall, { params: { id: '1' } }))).toMatchObject({ status: 404, handled: true });
      expect(onNavigate).toHaveBeenCalledWith('/404', { replace: true, state: { requestedPath: '/licenses' } });
    });

    it('should take a read refused for the id in its path alone as not found', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { call, onNavigate } = setup(() =>
        json({ statusCode: 400, error: 'Bad Request', message: 'Bad.', fields: { id: 'Not an id.' } }, 400),
      );
      expect(await rejectionOf(call(listCall, { params: { id: 'x' } }))).toMatchObject({ status: 400, handled: true });
      expect(onNavigate).toHaveBeenCalledWith('/404', { replace: true, state: { requestedPath: '/licenses' } });
    });

    it('should answer such a read as a 404 to a screen that shows its own not-found state', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { call, onNavigate } = setup(() =>
        json({ statusCode: 400, error: 'Bad Request', message: 'Bad.', fields: { id: 'Not an id.' } }, 400),
      );
      const answer = call(listCall, { params: { id: 'x' } }, { redirects: false });
      expect(await rejectionOf(answer)).toMatchObject({ status: 404, handled: false });
      expect(onNavigate).not.toHaveBeenCalled();
    });

    it('should log and go to /500 on a read answered 500', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { call, onNavigate } = setup(() => json({ statusCode: 500, error: 'Internal', message: 'Oops.' }, 500));
      expect(await rejectionOf(call(listCall, { params: { id: '1' } }))).toMatchObject({ status: 500, handled: true });
      expect(logged).toHaveBeenCalled();
      expect(onNavigate).toHaveBeenCalledWith('/500');
    });

    it.each([404, 500])(
      'should leave a write answered %i to the screen, which keeps what was typed',
      async (status) => {
        vi.spyOn(console, 'error').mockImplementation(() => {});
        const { call, onNavigate } = setup(() =>
          json({ statusCode: status, error: 'Failed', message: 'Oops.' }, status),
        );
        expect(await rejectionOf(call(saveCall, { params: { id: '1' }, body: { name: 'typed' } }))).toMatchObject({
          status,
          handled: false,
        });
        expect(onNavigate).not.toHaveBeenCalled();
      },
    );

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
