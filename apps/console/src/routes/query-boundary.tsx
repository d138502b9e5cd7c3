import { useUserDataReset } from '@license-console/features';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, use, useState } from 'react';
import { QueryClientHolder } from '../query-client-holder.ts';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

function UserDataReset() {
  useUserDataReset();
  return null;
}

/**
 * The query cache for the screens that read data: the console's one QueryClient, made the first time such a screen
 * shows (never on /login), and emptied of the user's data whenever the session ends.
 */
function QueryBoundary({ children }: { children: ReactNode }) {
  const holder = use(QueryClientHolder);
  const [client] = useState(() => {
    holder.client ??= createQueryClient();
    return holder.client;
  });
  return (
    <QueryClientProvider client={client}>
      <UserDataReset />
      {children}
    </QueryClientProvider>
  );
}

export { QueryBoundary };
