import * as React from 'react';
import type { ConsoleApi } from './console-api.ts';
import { createSessionStore, type SessionStore } from './session-store.ts';

interface ConsoleApiContextValue {
  api: ConsoleApi;
  session: SessionStore;
}

const ConsoleApiContext = React.createContext<ConsoleApiContextValue | null>(null);

interface ConsoleApiProviderProps {
  api: ConsoleApi;
  /** The session the adapter's answers belong to; a new one (unknown until read) when absent. */
  session?: SessionStore;
  children?: React.ReactNode;
}

/** Injects the ConsoleApi adapter every widget below uses, and the session it serves. */
function ConsoleApiProvider({ api, session, children }: ConsoleApiProviderProps) {
  const [ownSession] = React.useState(() => session ?? createSessionStore());
  const value = React.useMemo(() => ({ api, session: session ?? ownSession }), [api, session, ownSession]);
  return <ConsoleApiContext value={value}>{children}</ConsoleApiContext>;
}

function useConsoleApiContext(): ConsoleApiContextValue {
  const value = React.use(ConsoleApiContext);
  if (!value) throw new Error('useConsoleApi must be used inside <ConsoleApiProvider>');
  return value;
}

/** The injected ConsoleApi adapter. */
function useConsoleApi(): ConsoleApi {
  return useConsoleApiContext().api;
}

/** The session the injected adapter serves (see useSession for its state). */
function useSessionStore(): SessionStore {
  return useConsoleApiContext().session;
}

export { ConsoleApiProvider, type ConsoleApiProviderProps, useConsoleApi, useSessionStore };
