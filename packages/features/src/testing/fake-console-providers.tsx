import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { useState } from 'react';
import type { ConsoleApi } from '../api/console-api.ts';
import { ConsoleApiProvider } from '../api/console-api-provider.tsx';
import type { SessionStore } from '../api/session-store.ts';
import { useUserDataReset } from '../session/index.ts';
import { type ConsoleApiOverrides, createFakeConsoleApi, type FakeConsoleApiOptions } from './fake-console-api.ts';

/** A QueryClient for stories and tests: no retries, so a failure shows at once. */
function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

interface FakeConsoleProvidersProps {
  children?: React.ReactNode;
  /** The adapter to inject; a fake one built from `overrides` and `options` when absent. */
  api?: ConsoleApi;
  overrides?: ConsoleApiOverrides;
  options?: FakeConsoleApiOptions;
  queryClient?: QueryClient;
  /** The session the adapter serves; a new one when absent. */
  session?: SessionStore;
}

/** Drops the user's cached reads when the session ends, as the console does. */
function UserDataReset() {
  useUserDataReset();
  return null;
}

/** What a widget needs around it in a story or test: a fresh QueryClient, a (fake) ConsoleApi and its session. */
function FakeConsoleProviders({ children, api, overrides, options, queryClient, session }: FakeConsoleProvidersProps) {
  const [client] = useState(() => queryClient ?? createTestQueryClient());
  const [adapter] = useState(() => api ?? createFakeConsoleApi(overrides, options));
  return (
    <QueryClientProvider client={client}>
      <ConsoleApiProvider api={adapter} session={session}>
        <UserDataReset />
        {children}
      </ConsoleApiProvider>
    </QueryClientProvider>
  );
}

export { createTestQueryClient, FakeConsoleProviders, type FakeConsoleProvidersProps };
