import type { Person } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { httpConsoleApiAnswering, json } from '../testing/http-test-kit.ts';

const USER_ID = 'dXNlci1yaWxleS1jaGVuMDE';

const person: Person = {
  id: USER_ID,
  email: 'riley.chen@example.com',
  firstName: 'Riley',
  lastName: 'Chen',
  administrator: false,
  isManager: false,
  signIn: {
    hasPassword: true,
    passwordChanged: '2026-01-12T09:30:00.000Z',
    mustChangePassword: false,
    external: false,
    twoFactor: true,
    lastSignIn: '2026-03-09T08:14:00.000Z',
    activeSessions: 2,
    lockedUntil: null,
    deactivated: null,
  },
  seats: [
    {
      licenseId: 'fake-license-standard',
      usageId: 'fake-license-standard-usage-1',
      productId: 1,
      productName: 'Docwise Standard',
      packAdministrator: 'manager@example.com',
      validUntil: '11/10/2026',
      role: null,
      assigned: '2025-11-10T00:00:00.000Z',
      lastUsed: '2026-03-10T00:00:00.000Z',
      sessions: 1,
      manageable: true,
    },
  ],
  actions: {
    signOutEverywhere: true,
    forcePasswordChange: true,
    resendSetPassword: false,
    deactivate: true,
    reactivate: false,
  },
};

describe('given the HTTP adapter person calls', () => {
  it('should read GET /api/People/{userId} and check the answer against the contract', async () => {
    const { api, request } = httpConsoleApiAnswering(() => json(person));
    await expect(api.people.getPerson(USER_ID)).resolves.toEqual(person);
    expect(request(0).method).toBe('GET');
    expect(request(0).url.pathname).toBe(`/api/People/${USER_ID}`);
  });

  it('should throw a 404 for the page to show as not found, never moving the console to /404', async () => {
    const { api, onNavigate } = httpConsoleApiAnswering(() => json({ message: 'Not Found' }, 404));
    await expect(api.people.getPerson(USER_ID)).rejects.toMatchObject({ status: 404 });
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('should throw a failure for the page to show with its retry, never moving the console to /500', async () => {
    const { api, onNavigate } = httpConsoleApiAnswering(() => json({ message: 'down' }, 500));
    await expect(api.people.getPerson(USER_ID)).rejects.toBeInstanceOf(ApiError);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('should refuse an answer outside the contract', async () => {
    const { api } = httpConsoleApiAnswering(() => json({ ...person, seats: 'none' }));
    await expect(api.people.getPerson(USER_ID)).rejects.toThrow(/answered outside its contract/);
  });

  it.each([
    ['signOutEverywhere', 'SignOutEverywhere', { signedOut: 2 }, { signedOut: 2 }],
    ['forcePasswordChange', 'ForcePasswordChange', { ok: true }, undefined],
    ['resendSetPassword', 'ResendSetPassword', { ok: true }, undefined],
    ['deactivatePerson', 'Deactivate', person, person],
    ['reactivatePerson', 'Reactivate', person, person],
  ] as const)('should send %s as POST /api/People/{userId}/%s', async (method, tail, answer, resolved) => {
    const { api, request } = httpConsoleApiAnswering(() => json(answer));
    await expect(api.people[method](USER_ID)).resolves.toEqual(resolved);
    expect(request(0).method).toBe('POST');
    expect(request(0).url.pathname).toBe(`/api/People/${USER_ID}/${tail}`);
  });

  it("should throw a refused action with the server's message, for the toast", async () => {
    const { api, onNavigate } = httpConsoleApiAnswering(() =>
      json({ statusCode: 400, error: 'Bad Request', message: 'You cannot deactivate your own account.' }, 400),
    );
    await expect(api.people.deactivatePerson(USER_ID)).rejects.toMatchObject({
      status: 400,
      message: 'You cannot deactivate your own account.',
    });
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
