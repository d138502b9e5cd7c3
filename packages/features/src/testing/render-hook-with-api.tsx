import type { QueryClient } from '@tanstack/react-query';
import { renderHook } from 'vitest-browser-react';
import type { ConsoleApi } from '../api/console-api.ts';
import { FakeConsoleProviders } from './fake-console-providers.tsx';

/** Renders a controller hook inside the fake providers, with the given adapter (tests only). */
function renderHookWithApi<T>(hook: () => T, api: ConsoleApi, queryClient?: QueryClient) {
  return renderHook(hook, {
    wrapper: ({ children }) => (
      <FakeConsoleProviders api={api} queryClient={queryClient}>
        {children}
      </FakeConsoleProviders>
    ),
  });
}

export { renderHookWithApi };
