export { AiFeaturesDialog, AiFeaturesView, type AiFeaturesViewProps } from './ai-features-dialog.tsx';
export type { AiTokensApi } from './api.ts';
export { aiTokensStrings } from './strings.ts';
export { type AiFeaturesController, type UseAiFeaturesOptions, useAiFeatures } from './use-ai-features.ts';
