import type { LicenseService } from '../licenses/index.ts';
import type { ModuleContext, ServerModule } from '../module.ts';
import { aiTokenRoutes } from './routes.ts';
import { createAiTokenService } from './service.ts';

/** The AI token details of Assistant packs (spec §2.7 AI Features, §6 row 10): the administrator's limit. */
export function aiTokensModule(context: ModuleContext, licenses: LicenseService): ServerModule {
  return { name: 'ai-tokens', routes: aiTokenRoutes(createAiTokenService({ db: context.db, licenses })) };
}
