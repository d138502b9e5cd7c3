import type { AdminHandover } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../api/errors.ts';
import { httpConsoleApiAnswering, json, rejectionOf } from '../testing/http-test-kit.ts';

const PACK = 'cGFjay1vbmUtYnVzaW5lc3M';
const TOKEN = 'a-token/with+characters=';
const setup = (answer: () => Response) =>
  httpConsoleApiAnswering(answer, { currentPath: () => `/license-usage/${PACK}` });

const handover: AdminHandover = {
  status: 'pending',
  requestedBy: 'manager@example.com',
  newAdminEmail: 'successor@example.org',
  requestedAt: '2026-03-08T12:00:00.000Z',
  sentAt: '2026-03-08T12:00:00.000Z',
  expiresAt: '2026-03-15T12:00:00.000Z',
};

describe('given the HTTP adapter administrator handover calls', () => {
  it('should post switchAdmin with the spec’s field names and answer whether it awaits acceptance', async () => {
    const { api, request } = setup(() => json({ ok: true, awaitingAcceptance: true }));
    await expect(api.licenseUsages.switchAdmin(PACK, 'successor@example.org')).resolves.toMatchObject({
      awaitingAcceptance: true,
    });
    expect(request().method).toBe('POST');
    expect(request().url.pathname).toBe('/api/Licenses/switchAdmin');
    expect(request().body).toEqual({ LicenseId: PACK, newAdminEmail: 'successor@example.org' });
  });

  it.each([
    ['a waiting handover', { handover }, handover],
    ['none', { handover: null }, null],
  ])('should read the pack’s pending handover: %s', async (_case, body, expected) => {
    const { api, request } = setup(() => json(body));
    await expect(api.licenseUsages.pendingAdminHandover(PACK)).resolves.toEqual(expected);
    expect(request().method).toBe('GET');
    expect(request().url.pathname).toBe(`/api/Licenses/${PACK}/AdminHandover`);
  });

  it('should resend and cancel on the pack’s handover', async () => {
    const resent = setup(() => json(handover));
    await expect(resent.api.licenseUsages.resendAdminHandover(PACK)).resolves.toEqual(handover);
    expect(resent.request().method).toBe('POST');
    expect(resent.request().url.pathname).toBe(`/api/Licenses/${PACK}/AdminHandover/Resend`);
    const cancelled = setup(() => json({ ok: true }));
    await expect(cancelled.api.licenseUsages.cancelAdminHandover(PACK)).resolves.toBeUndefined();
    expect(cancelled.request().method).toBe('DELETE');
    expect(cancelled.request().url.pathname).toBe(`/api/Licenses/${PACK}/AdminHandover`);
  });

  it('should read a link’s offer with its token in the query, encoded', async () => {
    const offer = {
      ...handover,
      productId: 1,
      userCount: 10,
      startDate: '11/10/2025',
      endDate: '11/10/2026',
      forCurrentUser: true,
    };
    const { api, request } = setup(() => json(offer));
    await expect(api.licenseUsages.adminHandoverByToken(TOKEN)).resolves.toEqual(offer);
    expect(request().url.pathname).toBe('/api/Licenses/AdminHandover');
    expect(request().url.searchParams.get('token')).toBe(TOKEN);
  });

  it('should post an accept with the token in the body', async () => {
    const { api, request } = setup(() =>
      json({ statusCode: 409, error: 'Conflict', message: messages.adminHandover.used }, 409),
    );
    const error = await rejectionOf(api.licenseUsages.acceptAdminHandover(TOKEN));
    expect(isApiError(error, 409) && error.message).toBe(messages.adminHandover.used);
    expect(request().method).toBe('POST');
    expect(request().url.pathname).toBe('/api/Licenses/AdminHandover/Accept');
    expect(request().body).toEqual({ token: TOKEN });
  });

  it.each([
    ['an unknown link', () => setup(() => json({ message: messages.adminHandover.unknownLink }, 404)), 'accept'],
    ['nothing waiting', () => setup(() => json({ message: messages.adminHandover.noPending }, 404)), 'resend'],
  ] as const)('should keep the page on a 404 for %s, with the server’s words (no /404)', async (_case, make, call) => {
    const { api, onNavigate } = make();
    const error = await rejectionOf(
      call === 'accept' ? api.licenseUsages.acceptAdminHandover(TOKEN) : api.licenseUsages.resendAdminHandover(PACK),
    );
    expect(isApiError(error, 404) && !error.handled).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
