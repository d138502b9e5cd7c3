import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { fakeUsers } from '../session/fake.ts';
import { createFakeConsoleApi } from '../testing/fake-console-api.ts';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { DeferredDashboard } from './dashboard-deferred.tsx';
import { fakeDashboardAll } from './fake.ts';
import { dashboardStrings as strings } from './strings.ts';

/** A read of the page's own (the home's license list), answered by `answered`. */
function PageRead({ answered }: { answered: Promise<string> }) {
  const query = useQuery({ queryKey: ['page-read'], queryFn: () => answered });
  return <p>{query.data ?? 'reading'}</p>;
}

describe("given Seats at a glance drawn after the page's first reads", () => {
  it("should show its loading card at once, and read its figures only once the page's read is in", async () => {
    const api = createFakeConsoleApi();
    const figures = vi.spyOn(api.dashboard, 'dashboard').mockResolvedValue(fakeDashboardAll);
    let answer: (value: string) => void = () => undefined;
    const answered = new Promise<string>((resolve) => {
      answer = resolve;
    });
    const screen = await render(
      <FakeConsoleProviders api={api}>
        <DeferredDashboard user={fakeUsers.administrator} onNavigate={() => undefined} />
        <PageRead answered={answered} />
      </FakeConsoleProviders>,
    );
    await expect.element(screen.getByRole('region', { name: strings.title })).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent(strings.loading);
    // Several idle periods pass while the page's read is still out (a second each at most: a busy host may have
    // none): the figures are not asked for.
    for (let idle = 0; idle < 3; idle += 1) {
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
    }
    expect(figures).not.toHaveBeenCalled();

    answer('read');
    await expect.element(screen.getByText('read')).toBeVisible();
    await expect.element(screen.getByRole('table', { name: strings.seatsTitle })).toBeVisible();
    expect(figures).toHaveBeenCalledTimes(1);
  });

  it('should draw nothing for a reader who does not see it load, and its figures if the server has some', async () => {
    const api = createFakeConsoleApi();
    vi.spyOn(api.dashboard, 'dashboard').mockResolvedValue(fakeDashboardAll);
    const screen = await render(
      <FakeConsoleProviders api={api}>
        <DeferredDashboard user={fakeUsers.user} onNavigate={() => undefined} />
      </FakeConsoleProviders>,
    );
    expect(screen.getByRole('status').query()).toBeNull();
    await expect.element(screen.getByRole('table', { name: strings.seatsTitle })).toBeVisible();
  });
});
