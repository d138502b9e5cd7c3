export type { ConsoleApi } from './console-api.ts';
export {
  ConsoleApiProvider,
  type ConsoleApiProviderProps,
  useConsoleApi,
  useSessionStore,
} from './console-api-provider.tsx';
export {
  ApiError,
  ContractMismatchError,
  ForbiddenError,
  isApiError,
  NO_RESPONSE_MESSAGE,
  NoResponseError,
} from './errors.ts';
