export type { ApiTokensApi } from './api.ts';
export { ApiTokens, type ApiTokensProps, ApiTokensView, type ApiTokensViewProps } from './api-tokens.tsx';
export { type ApiTokensController, useApiTokens } from './use-api-tokens.ts';
