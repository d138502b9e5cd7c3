import { z } from 'zod/mini';
import { adminHandoverInvitationSchema, adminHandoverSchema } from '../entities/admin-handover.ts';
import { countryPhoneSchema } from '../entities/country-phone.ts';
import { currentUserSchema } from '../entities/current-user.ts';
import { licenseSchema } from '../entities/license.ts';
import { licenseUsageListSchema, licenseUsageSchema } from '../entities/license-usage.ts';
import { organizationSchema } from '../entities/organization.ts';
import { passwordSettingsSchema } from '../entities/password-settings.ts';
import { listedProductSchema, productDraftSchema, productSchema } from '../entities/product.ts';
import { roleSchema } from '../entities/role.ts';
import { ssoSiteDraftSchema, ssoSiteRotationSchema, ssoSiteSchema } from '../entities/sso-site.ts';
import { userSchema, userWriteSchema } from '../entities/user.ts';
import type { CallDefinition } from './define.ts';
import { usersImportedSchema, usersImportPreviewSchema } from './license-usages.ts';
import { licenseCreateLegacySchema, licenseRenewSchema, licenseUpdateSchema, licenseWriteSchema } from './licenses.ts';
import { productUpdateSchema } from './products.ts';
import { accountLockSchema } from './session.ts';
import { countResponseSchema, csvFileSchema, okResponseSchema } from './shared.ts';
import { ssoKeyRotationRequestSchema, ssoSiteJwksSchema, ssoSiteUpdateSchema } from './single-sign-on.ts';

/** Names the README uses for shared schemas (see src/entities). */
const knownSchemas = new Map<z.ZodMiniType, string>([
  [licenseSchema, 'License'],
  [licenseUsageSchema, 'LicenseUsage'],
  [licenseUsageListSchema, 'LicenseUsageList'],
  [currentUserSchema, 'CurrentUser'],
  [passwordSettingsSchema, 'PasswordSettings'],
  [productSchema, 'Product'],
  [productDraftSchema, 'ProductDraft'],
  [listedProductSchema, 'ListedProduct'],
  // The update calls send the entity, named by the id the server issued.
  [productUpdateSchema, 'Product'],
  [ssoSiteSchema, 'SsoSite'],
  [ssoSiteDraftSchema, 'SsoSiteDraft'],
  [ssoSiteUpdateSchema, 'SsoSite'],
  [ssoSiteRotationSchema, 'SsoSiteRotation'],
  [ssoKeyRotationRequestSchema, 'SsoKeyRotation'],
  [ssoSiteJwksSchema, 'SsoSiteJwks'],
  [userSchema, 'User'],
  [userWriteSchema, 'UserWrite'],
  [roleSchema, 'Role'],
  [organizationSchema, 'Organization'],
  [countryPhoneSchema, 'CountryPhone'],
  [licenseWriteSchema, 'LicenseWrite'],
  [licenseUpdateSchema, 'LicenseUpdate'],
  [licenseCreateLegacySchema, 'LicenseCreateLegacy'],
  [licenseRenewSchema, 'LicenseRenew'],
  [okResponseSchema, '{ ok: true }'],
  [countResponseSchema, 'number'],
  [csvFileSchema, 'CSV file'],
  [accountLockSchema, 'AccountLock'],
  [usersImportedSchema, '{ imported }'],
  [usersImportPreviewSchema, 'UsersImportPreview'],
  [adminHandoverSchema, 'AdminHandover'],
  [adminHandoverInvitationSchema, 'AdminHandoverInvitation'],
]);

/** A short, stable description of a schema for the README table. */
export function describeSchema(schema: z.ZodMiniType | undefined): string {
  if (schema === undefined) return '—';
  const known = knownSchemas.get(schema);
  if (known) return known;
  if (schema instanceof z.ZodMiniArray) return `${describeSchema(schema.def.element as z.ZodMiniType)}[]`;
  if (schema instanceof z.ZodMiniUnion)
    return (schema.def.options as readonly z.ZodMiniType[]).map(describeSchema).join(' or ');
  if (schema instanceof z.ZodMiniObject) {
    const keys = Object.entries(schema.shape as Record<string, z.ZodMiniType>).map(([key, value]) =>
      value instanceof z.ZodMiniOptional ? `${key}?` : key,
    );
    return keys.length ? `{ ${keys.join(', ')} }` : '{}';
  }
  if (schema instanceof z.ZodMiniString) return 'string';
  if (schema instanceof z.ZodMiniNumber) return 'number';
  if (schema instanceof z.ZodMiniUndefined) return '— (redirect)';
  return 'value';
}

function describeBody(call: CallDefinition): string {
  const body = describeSchema(call.body);
  if (call.bodyEncoding === 'form') return `form ${body}`;
  if (call.bodyEncoding === 'multipart') return `multipart ${body}`;
  return body;
}

function describeResponse(call: CallDefinition): string {
  const response = describeSchema(call.response);
  const headers = call.readsHeaders?.length ? ` + ${call.readsHeaders.map((h) => `\`${h}\``).join(', ')}` : '';
  const encoding = call.responseEncoding === 'text' ? 'text ' : call.responseEncoding === 'file' ? 'file: ' : '';
  const status = call.status && call.status !== 200 ? ` (${call.status})` : '';
  return `${encoding}${response}${headers}${status}`;
}

/** One Markdown row per call: name, method, path, query, body, response, designed parts. */
export function contractTableRows(calls: Record<string, CallDefinition>): string[] {
  return Object.entries(calls).map(([name, call]) => {
    const cells = [
      `\`${name}\`${call.variantOf ? ` (variant of \`${call.variantOf}\`)` : ''}`,
      call.method,
      `\`${call.path}\``,
      call.query ? describeSchema(call.query) : '—',
      describeBody(call),
      describeResponse(call),
      call.designed?.length ? call.designed.join(', ') : '',
    ];
    return `| ${cells.join(' | ')} |`;
  });
}

export const CONTRACT_TABLE_HEADER = [
  '| name | method | path | query | body | response | designed |',
  '|---|---|---|---|---|---|---|',
];
