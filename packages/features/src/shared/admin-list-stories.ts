import type { StoryContext } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ApiError } from '../api/errors.ts';
import { fakeUsers } from '../testing/index.ts';

/**
 * The story of an administrators' list whose read fails (503): it says so (`failedText`), never its empty state
 * (`emptyText`), with Try again, which reads again. `consoleApi` places the failing read in the fake ConsoleApi.
 */
export function loadFailedStory(
  consoleApi: (read: () => Promise<never>) => object,
  failedText: string,
  emptyText: string,
) {
  const failingRead = fn(async () => {
    throw new ApiError(503, 'Service Unavailable');
  });
  return {
    parameters: { consoleApi: consoleApi(failingRead) },
    play: async ({ canvas, userEvent }: StoryContext) => {
      await expect(await canvas.findByText(failedText)).toBeVisible();
      await expect(canvas.queryByText(emptyText)).toBeNull();
      const calls = failingRead.mock.calls.length;
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(failingRead.mock.calls.length).toBeGreaterThan(calls));
    },
  };
}

/**
 * The story of an administrators' list shown to a manager: 'Access Denied', and nothing is asked of the server (the
 * refusing read `consoleApi` places in the fake ConsoleApi is never called).
 */
export function notAdministratorStory(consoleApi: (read: () => Promise<never>) => object) {
  const refusedRead = fn(async () => {
    throw new ApiError(403, 'Access Denied');
  });
  return {
    args: { user: fakeUsers.manager },
    parameters: { fakeApi: { signedInAs: fakeUsers.manager }, consoleApi: consoleApi(refusedRead) },
    play: async ({ canvas }: StoryContext) => {
      await expect(canvas.getByText('Access Denied')).toBeVisible();
      await expect(refusedRead).not.toHaveBeenCalled();
    },
  };
}
