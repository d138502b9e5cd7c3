import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Where the console keeps its one QueryClient (or the one a test gives). It is made by the lazily loaded
 * QueryBoundary, so TanStack Query loads with the first screen that reads data, not with /login.
 */
const QueryClientHolder = createContext<{ client?: QueryClient }>({});

export { QueryClientHolder };
