import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { httpConsoleApiAnswering, json } from '../testing/http-test-kit.ts';
import { fakeDashboardAll } from './fake.ts';

describe('given the HTTP adapter dashboard call', () => {
  it('should read GET /api/Dashboard and check the answer against the contract', async () => {
    const { api, request } = httpConsoleApiAnswering(() => json(fakeDashboardAll));
    await expect(api.dashboard.dashboard()).resolves.toEqual(fakeDashboardAll);
    expect(request(0).url.pathname).toBe('/api/Dashboard');
  });

  it('should throw a failure for the section to show, never moving the console to /500', async () => {
    const { api, onNavigate } = httpConsoleApiAnswering(() => json({ message: 'down' }, 500));
    await expect(api.dashboard.dashboard()).rejects.toBeInstanceOf(ApiError);
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
