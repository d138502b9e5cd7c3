import type { ServerModule } from '../module.ts';
import { passwordSettingsRoutes } from './routes.ts';
import type { PasswordSettingsService } from './service.ts';

/** The password policy an isManager user sets for the users of their packs (spec §2.10). */
export function passwordSettingsModule(passwordSettings: PasswordSettingsService): ServerModule {
  return { name: 'password-settings', routes: passwordSettingsRoutes(passwordSettings) };
}
