import type { ConsoleApi } from '../api/console-api.ts';
import { lazyResource } from '../api/lazy-resource.ts';
import { createTransport, type TransportOptions } from '../api/transport.ts';
import { createHttpSessionApi, type SubmitForm } from '../session/http.ts';

interface HttpConsoleApiOptions extends TransportOptions {
  /**
   * Submits an HTML form, leaving the page (the external sign-in's form post). A real `<form>` posted by the
   * browser when absent: the server's redirect must move the whole page to the provider, which fetch cannot do.
   */
  submitForm?: SubmitForm;
}

/**
 * The ConsoleApi over HTTP, every method one contract call: the resource adapters over one transport, combined as
 * ra-core's combineDataProviders combines data providers. The session's calls open every visit, so they load with
 * it; every other resource loads on its first call.
 */
function createHttpConsoleApi(options: HttpConsoleApiOptions): ConsoleApi {
  const transport = createTransport(options);
  return {
    session: createHttpSessionApi(transport, options.submitForm),
    licenses: lazyResource(async () => (await import('../licenses/http.ts')).createHttpLicensesApi(transport)),
    licenseUsages: lazyResource(async () =>
      (await import('../license-usages/http.ts')).createHttpLicenseUsagesApi(transport),
    ),
    aiTokens: lazyResource(async () => (await import('../ai-tokens/http.ts')).createHttpAiTokensApi(transport)),
    organizations: lazyResource(async () =>
      (await import('../organizations/http.ts')).createHttpOrganizationsApi(transport),
    ),
    singleSignOn: lazyResource(async () =>
      (await import('../single-sign-on/http.ts')).createHttpSingleSignOnApi(transport),
    ),
    users: lazyResource(async () => (await import('../users/http.ts')).createHttpUsersApi(transport)),
    passwordSettings: lazyResource(async () =>
      (await import('../password-settings/http.ts')).createHttpPasswordSettingsApi(transport),
    ),
    products: lazyResource(async () => (await import('../products/http.ts')).createHttpProductsApi(transport)),
    outbox: lazyResource(async () => (await import('../outbox/http.ts')).createHttpOutboxApi(transport)),
    auditLog: lazyResource(async () => (await import('../audit-log/http.ts')).createHttpAuditLogApi(transport)),
    apiTokens: lazyResource(async () => (await import('../api-tokens/http.ts')).createHttpApiTokensApi(transport)),
    dashboard: lazyResource(async () => (await import('../dashboard/http.ts')).createHttpDashboardApi(transport)),
    search: lazyResource(async () => (await import('../search/http.ts')).createHttpSearchApi(transport)),
    people: lazyResource(async () => (await import('../people/http.ts')).createHttpPeopleApi(transport)),
  };
}

export { createHttpConsoleApi, type HttpConsoleApiOptions };
