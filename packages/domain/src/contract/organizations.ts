import { z } from 'zod/mini';
import { nameTextSchema, opaqueIdSchema } from '../entities/bounds.ts';
import { licenseUsageSettingsSchema } from '../entities/license-usage.ts';
import { organizationSchema } from '../entities/organization.ts';
import { defineCall } from './define.ts';
import { apiErrorSchema } from './errors.ts';

/**
 * The 400 of a refused organization change (spec §8 "Change organization 400 with an embedded status 401 shows the
 * embedded message"): the organization's own refusal travels in `embedded`, and the console shows its message.
 */
export const changeOrganizationRefusalSchema = z.extend(apiErrorSchema, {
  embedded: z.object({ status: z.literal(401), message: z.string() }),
});

/**
 * Answer of the Cloud Settings dialog's read (designed): the pack's organization (null: not linked) and those it can
 * be changed to, its manager's other organizations (empty for whoever may not change it).
 */
export const licenseOrganizationsSchema = z.object({
  organization: z.nullable(organizationSchema),
  choices: z.array(organizationSchema),
});

export type ChangeOrganizationRefusal = z.infer<typeof changeOrganizationRefusalSchema>;
export type LicenseOrganizations = z.infer<typeof licenseOrganizationsSchema>;

/** A change of organization worked out and not kept: the organization, and what the caller may do afterwards. */
export const organizationChangePreviewSchema = z.object({
  organization: organizationSchema,
  settings: licenseUsageSettingsSchema,
});
export type OrganizationChangePreview = z.infer<typeof organizationChangePreviewSchema>;

/** The calls of a pack's cloud organization (spec §7, the Licenses group; product 3's Cloud Settings). */
export const organizationCalls = {
  licenseOrganizations: defineCall({
    method: 'GET',
    path: '/api/Licenses/{licenseId}/Organizations',
    summary:
      "Cloud Settings (product 3): the pack's organization and the organizations it can be changed to (its manager's).",
    params: z.object({ licenseId: opaqueIdSchema }),
    response: licenseOrganizationsSchema,
    designed: ['path', 'response'],
    versioned: 'read',
  }),
  changeOrganizationName: defineCall({
    method: 'POST',
    path: '/api/Licenses/changeOrganizationName',
    summary: "Renames the pack's cloud organization.",
    body: z.object({ LicenseId: opaqueIdSchema, NewOrganizationName: nameTextSchema }),
    response: organizationSchema,
    designed: ['response'],
    versioned: 'write',
  }),
  changeOrganization: defineCall({
    method: 'POST',
    path: '/api/Licenses/changeOrganization',
    summary:
      "Moves the pack to another of its manager's organizations; one the manager is not in answers 400 with `embedded` status 401.",
    body: z.object({ LicenseId: opaqueIdSchema, NewOrganizationId: opaqueIdSchema }),
    response: organizationSchema,
    designed: ['response'],
    versioned: 'write',
  }),
  previewChangeOrganization: defineCall({
    method: 'POST',
    path: '/api/Licenses/changeOrganization/Preview',
    summary:
      "Works a change of organization out as changeOrganization would, keeps nothing, and answers the caller's Settings afterwards.",
    body: z.object({ LicenseId: opaqueIdSchema, NewOrganizationId: opaqueIdSchema }),
    response: organizationChangePreviewSchema,
    changesState: false,
    designed: ['path'],
  }),
  organizationsForLinking: defineCall({
    method: 'POST',
    path: '/api/Licenses/GetOrganizationsForLinking/{name}/{licenseId}',
    summary: 'Organizations whose name matches, for an administrator to link (step one of linking).',
    params: z.object({ name: nameTextSchema, licenseId: opaqueIdSchema }),
    response: z.array(organizationSchema),
    designed: ['response'],
  }),
  linkSelectedOrganization: defineCall({
    method: 'POST',
    path: '/api/Licenses/linkSelectedOrganization',
    summary: 'Links the pack to the chosen organization (step two of linking).',
    body: z.object({
      EncryptedLicenseId: opaqueIdSchema,
      OrganizationId: opaqueIdSchema,
      OrganizationName: nameTextSchema,
    }),
    response: organizationSchema,
    designed: ['response'],
    versioned: 'write',
  }),
} as const;
