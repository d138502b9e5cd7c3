import type { CurrentUser } from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { describe, expect, it } from 'vitest';
import { FAKE_MANAGER_STANDARD_PACK } from '../licenses/fake.ts';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { renderHookWithApi } from '../testing/render-hook-with-api.tsx';
import { FAKE_HANDOVER_TOKENS } from './fake-admin-handover.ts';
import { useAcceptHandover } from './use-accept-handover.ts';

const render = (token: string | null, signedInAs: CurrentUser = fakeUsers.user) =>
  renderHookWithApi(() => useAcceptHandover({ token }), createFakeConsoleApi({}, { signedInAs }));

describe('given the accept page controller', () => {
  it('should offer the pack to the one the link was sent to, and make it theirs on Accept', async () => {
    const { result } = await render(FAKE_HANDOVER_TOKENS.pending);
    await expect.poll(() => result.current.state).toBe('offer');
    expect(result.current.invitation).toMatchObject({
      product: 'Standard',
      userCount: 10,
      requestedBy: 'manager@example.com',
    });
    result.current.accept();
    await expect.poll(() => result.current.state).toBe('accepted');
    expect(result.current.acceptedLicenseId).toBe(FAKE_MANAGER_STANDARD_PACK);
  });

  it.each([
    [FAKE_HANDOVER_TOKENS.used, messages.adminHandover.used],
    [FAKE_HANDOVER_TOKENS.expired, messages.adminHandover.expired],
    [FAKE_HANDOVER_TOKENS.cancelled, messages.adminHandover.cancelled],
  ])('should refuse the link %s with its reason', async (token, reason) => {
    const { result } = await render(token);
    await expect.poll(() => result.current.state).toBe('refused');
    expect(result.current.refusal).toBe(reason);
  });

  it('should tell another account the link is not theirs', async () => {
    const { result } = await render(FAKE_HANDOVER_TOKENS.pending, fakeUsers.administrator);
    await expect.poll(() => result.current.state).toBe('wrong-account');
  });

  it.each([null, 'no-such-link'])('should call the link %s invalid', async (token) => {
    const { result } = await render(token);
    await expect.poll(() => result.current.state).toBe('invalid');
  });
});
