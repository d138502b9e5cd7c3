import type { AiTokensApi } from '../ai-tokens/api.ts';
import type { ApiTokensApi } from '../api-tokens/api.ts';
import type { AuditLogApi } from '../audit-log/api.ts';
import type { DashboardApi } from '../dashboard/api.ts';
import type { LicenseUsagesApi } from '../license-usages/api.ts';
import type { LicensesApi } from '../licenses/api.ts';
import type { OrganizationsApi } from '../organizations/api.ts';
import type { OutboxApi } from '../outbox/api.ts';
import type { PasswordSettingsApi } from '../password-settings/api.ts';
import type { PeopleApi } from '../people/api.ts';
import type { ProductsApi } from '../products/api.ts';
import type { SearchApi } from '../search/api.ts';
import type { SessionApi } from '../session/api.ts';
import type { SingleSignOnApi } from '../single-sign-on/api.ts';
import type { UsersApi } from '../users/api.ts';

/**
 * The port every widget reaches the API through, grouped by resource. Widgets get it from ConsoleApiProvider and
 * never import a concrete client: the console injects the HTTP adapter, stories and tests the fake one.
 */
interface ConsoleApi {
  session: SessionApi;
  licenses: LicensesApi;
  licenseUsages: LicenseUsagesApi;
  aiTokens: AiTokensApi;
  organizations: OrganizationsApi;
  singleSignOn: SingleSignOnApi;
  users: UsersApi;
  passwordSettings: PasswordSettingsApi;
  products: ProductsApi;
  outbox: OutboxApi;
  auditLog: AuditLogApi;
  apiTokens: ApiTokensApi;
  dashboard: DashboardApi;
  search: SearchApi;
  people: PeopleApi;
}

export type { ConsoleApi };
