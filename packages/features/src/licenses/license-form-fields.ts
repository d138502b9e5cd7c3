import {
  defaultNewLicense,
  type License,
  type LicenseFormInput,
  licenseFormSchema,
  productFeatureDefaults,
  renewalPeriod,
} from '@license-console/domain';
import { z } from 'zod/mini';

/** Spec §2.5: create (/license/new), update or delete (/license/edit/{id}), renew (/license/renew/{id}). */
type LicenseFormMode = 'new' | 'edit' | 'renew';

/** The form's fields as typed: the product as the select's value, the count as the input's text. */
interface LicenseFormFields {
  email: string;
  firstName: string;
  lastName: string;
  productId: string;
  startDate: string;
  endDate: string;
  userCount: string;
  sharePointIntegration: boolean;
  advancedTemplate: boolean;
}

/**
 * Spec §5 "License form (administrator form)" over the form's fields, for create, update and renew alike: the
 * server's POST /api/licenses, PUT and Renew check the same schema with the same messages. (The create variant's
 * rules belong to the older form that posts Manager/Name/ProductId, which this screen does not use.)
 */
function licenseFormFieldsSchema(): z.ZodMiniType<unknown, LicenseFormFields> {
  return z.pipe(
    z.pipe(
      z.object({
        email: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        productId: z.string(),
        startDate: z.string(),
        endDate: z.string(),
        userCount: z.string(),
        sharePointIntegration: z.boolean(),
        advancedTemplate: z.boolean(),
      }),
      z.transform(
        (values): LicenseFormInput => ({
          ...values,
          productId: Number(values.productId) || 0,
          userCount: values.userCount.trim() === '' ? Number.NaN : Number(values.userCount),
        }),
      ),
    ),
    licenseFormSchema,
  );
}

/** The form's fields from a pack: its own period to edit, the next one to renew. */
function fieldsOf(license: License, mode: LicenseFormMode): LicenseFormFields {
  const period = mode === 'renew' ? renewalPeriod(license) : license;
  return {
    email: license.name,
    firstName: '',
    lastName: '',
    productId: String(license.productId),
    startDate: period.startDate,
    endDate: period.endDate,
    userCount: String(license.userCount),
    sharePointIntegration: license.sharePointIntegration,
    advancedTemplate: license.advancedTemplate,
  };
}

/** The fields of a new pack from `today` (MM/DD/YYYY), with the first product's feature defaults. */
function newFields(today: string): LicenseFormFields {
  const defaults = defaultNewLicense(today);
  const features = productFeatureDefaults(1);
  return {
    email: '',
    firstName: '',
    lastName: '',
    productId: '1',
    startDate: defaults.startDate,
    endDate: defaults.endDate,
    userCount: String(defaults.userCount),
    sharePointIntegration: features.sharePointIntegration,
    advancedTemplate: features.advancedTemplate,
  };
}

/** The pack's fields the stale-edit dialog compares, in the form's order. */
const COMPARED_FIELDS = [
  'email',
  'productId',
  'userCount',
  'startDate',
  'endDate',
  'sharePointIntegration',
  'advancedTemplate',
] as const satisfies readonly (keyof LicenseFormFields)[];

export { COMPARED_FIELDS, fieldsOf, type LicenseFormFields, type LicenseFormMode, licenseFormFieldsSchema, newFields };
