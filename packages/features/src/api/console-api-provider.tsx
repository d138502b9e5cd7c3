import * as React from 'react';
import type { ConsoleApi } from './console-api.ts';

const ConsoleApiContext = React.createContext<ConsoleApi | null>(null);

/** Injects the ConsoleApi adapter every widget below uses. */
function ConsoleApiProvider({ api, children }: { api: ConsoleApi; children?: React.ReactNode }) {
  return <ConsoleApiContext value={api}>{children}</ConsoleApiContext>;
}

/** The injected ConsoleApi adapter. */
function useConsoleApi(): ConsoleApi {
  const api = React.use(ConsoleApiContext);
  if (!api) throw new Error('useConsoleApi must be used inside <ConsoleApiProvider>');
  return api;
}

export { ConsoleApiProvider, useConsoleApi };
