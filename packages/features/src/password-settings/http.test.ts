import { DEFAULT_PASSWORD_SETTINGS } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { httpConsoleApiAnswering, json } from '../testing/http-test-kit.ts';

const setup = (answer: () => Response) =>
  httpConsoleApiAnswering(answer, { currentPath: () => '/user/password-setting' });

describe('given the HTTP adapter password policy calls', () => {
  it("should read a manager's policy with its ETag and send it back as If-Match", async () => {
    const policy = { ...DEFAULT_PASSWORD_SETTINGS };
    const { api, request } = setup(() => json(policy, 200, { headers: { etag: '"v0"' } }));
    await expect(api.passwordSettings.passwordSettingsForEdit()).resolves.toEqual({ value: policy, etag: '"v0"' });
    expect(request(0).url.pathname).toBe('/api/PasswordSettings/CurrentUser');
    await api.passwordSettings.savePasswordSettings(policy, '"v0"');
    expect(new Headers(request(1).init?.headers).get('if-match')).toBe('"v0"');
  });
});
